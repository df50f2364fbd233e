#ifndef OTF_PLATFORM_SHIMS_H
#define OTF_PLATFORM_SHIMS_H

#include <stddef.h>

/// Atomically exchanges two paths (both must exist); returns 0, or -1 with errno set.
int otf_rename_exchange(const char *first, const char *second);

/// otf_terminal_wait bit: the input descriptor has bytes to read, or reached its end.
#define OTF_TERMINAL_INPUT 1
/// otf_terminal_wait bit: SIGWINCH arrived, so the terminal size may have changed.
#define OTF_TERMINAL_RESIZED 2
/// otf_terminal_wait bit: the process was continued after a stop and the terminal is back in raw mode,
/// so everything must be redrawn.
#define OTF_TERMINAL_RESUMED 4

/// Reads the window size of the terminal on `fd` (ioctl TIOCGWINSZ); returns 0, or -1 with errno set.
int otf_terminal_window_size(int fd, unsigned short *columns, unsigned short *rows);

/// Starts the one full-screen terminal session of the process.
///
/// Saves the termios settings of `input_fd`, keeps copies of `enter` (written on entry and again after a
/// stop) and `leave` (written on every way out), opens a self-pipe, installs handlers for SIGINT, SIGTERM,
/// SIGHUP, SIGQUIT, the crash signals, SIGTSTP, SIGCONT and SIGWINCH, and for every other signal whose
/// default action ends the process while it still has that action (SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE,
/// SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS, SIGPWR, SIGSTKFLT, SIGEMT and SIGIO where the system has
/// them and they end the process, and the real-time signals), registers an atexit restore,
/// switches `input_fd` to raw mode and writes `enter` to `output_fd`. Each byte string must be at most
/// 255 bytes. Returns 0, or an errno value: EBUSY when a session is already active, EINVAL for a byte
/// string that is too long, or the error of the failing call.
int otf_terminal_begin(int input_fd, int output_fd, const char *enter, size_t enter_length,
                       const char *leave, size_t leave_length);

/// Ends the session: writes `leave`, restores the saved termios settings and the previous signal
/// dispositions, and closes the self-pipe. Does nothing when no session is active.
void otf_terminal_end(void);

/// Waits until input is readable, a resize or resume is signalled, or `timeout_ms` passes (negative
/// waits forever). Returns a mask of OTF_TERMINAL_* bits (0 on timeout), or -1 with errno set.
int otf_terminal_wait(int timeout_ms);

/// Stops the process the way Ctrl-Z does with a cooked terminal, by sending SIGTSTP to the process
/// group: the handler restores the terminal and stops; on SIGCONT raw mode is re-entered and
/// OTF_TERMINAL_RESUMED is reported.
void otf_terminal_suspend(void);

#endif
