#ifndef OTF_PSEUDO_TERMINAL_SHIMS_H
#define OTF_PSEUDO_TERMINAL_SHIMS_H

/// Test support: opens a pseudo-terminal pair (neither end becomes a controlling terminal) and stores
/// the master in `emulator` and the slave in `terminal`. Returns 0, or an errno value.
int otf_test_open_pseudo_terminal(int *emulator, int *terminal);

/// Test support: sets the window size of the terminal on `fd` (ioctl TIOCSWINSZ). Returns 0, or an
/// errno value.
int otf_test_set_window_size(int fd, unsigned short columns, unsigned short rows);

#endif
