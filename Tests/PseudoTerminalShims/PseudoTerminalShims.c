#define _XOPEN_SOURCE 600
#define _DARWIN_C_SOURCE
#include "PseudoTerminalShims.h"
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

int otf_test_open_pseudo_terminal(int *emulator, int *terminal) {
    int master = posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0) {
        return errno;
    }
    const char *name = NULL;
    if (grantpt(master) != 0 || unlockpt(master) != 0 || (name = ptsname(master)) == NULL) {
        int error = errno;
        close(master);
        return error;
    }
    int slave = open(name, O_RDWR | O_NOCTTY);
    if (slave < 0) {
        int error = errno;
        close(master);
        return error;
    }
    *emulator = master;
    *terminal = slave;
    return 0;
}

int otf_test_set_window_size(int fd, unsigned short columns, unsigned short rows) {
    struct winsize size = {.ws_row = rows, .ws_col = columns, .ws_xpixel = 0, .ws_ypixel = 0};
    return ioctl(fd, TIOCSWINSZ, &size) == 0 ? 0 : errno;
}
