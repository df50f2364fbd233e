#define _GNU_SOURCE
#include "PlatformShims.h"
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

// Everything a signal handler needs lives here, written before the handlers are installed; handlers use
// only async-signal-safe calls (write, tcsetattr, tcgetpgrp, getpgrp, sigaction, pthread_sigmask, raise)
// and lock-free atomics.

#define OTF_SEQUENCE_CAPACITY 256

static volatile sig_atomic_t terminal_is_modified;
static volatile sig_atomic_t handlers_are_installed;
static int session_input = -1;
static int session_output = -1;
static struct termios saved_settings;
static struct termios raw_settings;
static char enter_sequence[OTF_SEQUENCE_CAPACITY];
static size_t enter_sequence_length;
static char leave_sequence[OTF_SEQUENCE_CAPACITY];
static size_t leave_sequence_length;
static int wake_pipe[2] = {-1, -1};
static atomic_int resize_is_pending;
static atomic_int resume_is_pending;
static int exit_hook_is_registered;

// The signals the session handles: first those whose handler chains to any previous disposition (the
// last three do not end the process), then every other signal whose default action ends the process,
// taken over only while it still has that default action (a handler someone else installed for, say,
// SIGUSR1 or SIGPROF decides for itself). A terminating handler restores the terminal, lets the previous
// disposition run, then raises the signal again with its default action.
static const int chained_signals[] = {
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP,
    SIGTSTP, SIGCONT, SIGWINCH,
};
#define CHAINED_SIGNAL_COUNT (sizeof(chained_signals) / sizeof(chained_signals[0]))
static const int default_only_signals[] = {
    SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS,
#ifdef SIGPWR
    SIGPWR,
#endif
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
#ifdef SIGEMT
    SIGEMT,
#endif
#if defined(SIGIO) && defined(__linux__)
    // On Linux SIGIO (SIGPOLL) ends the process; on macOS and the BSDs it is ignored by default.
    SIGIO,
#endif
};
#define DEFAULT_ONLY_SIGNAL_COUNT (sizeof(default_only_signals) / sizeof(default_only_signals[0]))
// Room for both lists and the real-time signals (SIGRTMIN to SIGRTMAX, at most 33 on Linux).
#define SESSION_SIGNAL_CAPACITY 96
static int session_signals[SESSION_SIGNAL_CAPACITY];
static size_t session_signal_count;
static struct sigaction previous_actions[SESSION_SIGNAL_CAPACITY];
static int action_was_replaced[SESSION_SIGNAL_CAPACITY];
static struct sigaction stop_action;

int otf_terminal_window_size(int fd, unsigned short *columns, unsigned short *rows) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) {
        return -1;
    }
    *columns = size.ws_col;
    *rows = size.ws_row;
    return 0;
}

// Writes all of `bytes`, retrying after interruptions; gives up on any other error.
static void write_fully(int fd, const char *bytes, size_t length) {
    while (length > 0) {
        ssize_t written = write(fd, bytes, length);
        if (written < 0) {
            if (errno == EINTR) {
                continue;
            }
            return;
        }
        bytes += written;
        length -= (size_t)written;
    }
}

// The settings of cfmakeraw, except that output processing is left as the user configured it.
static struct termios raw_version(struct termios settings) {
    settings.c_iflag &= ~(tcflag_t)(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON);
    settings.c_lflag &= ~(tcflag_t)(ECHO | ECHONL | ICANON | ISIG | IEXTEN);
    settings.c_cflag &= ~(tcflag_t)(CSIZE | PARENB);
    settings.c_cflag |= CS8;
    settings.c_cc[VMIN] = 1;
    settings.c_cc[VTIME] = 0;
    return settings;
}

// Puts the terminal back the way the session found it. Safe in a signal handler.
static void restore_terminal(void) {
    write_fully(session_output, leave_sequence, leave_sequence_length);
    tcsetattr(session_input, TCSANOW, &saved_settings);
}

// Wakes otf_terminal_wait through the self-pipe. Safe in a signal handler.
static void wake_waiter(void) {
    char byte = 1;
    ssize_t ignored = write(wake_pipe[1], &byte, 1);
    (void)ignored;
}

static const struct sigaction *previous_action(int signal_number) {
    for (size_t index = 0; index < session_signal_count; index++) {
        if (session_signals[index] == signal_number) {
            return &previous_actions[index];
        }
    }
    return NULL;
}

/// Puts back the default action for `signal_number`, unblocks it and raises it again (async-signal-safe).
static void raise_with_default_action(int signal_number) {
    struct sigaction default_action;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    sigaction(signal_number, &default_action, NULL);
    sigset_t unblocked;
    sigemptyset(&unblocked);
    sigaddset(&unblocked, signal_number);
    pthread_sigmask(SIG_UNBLOCK, &unblocked, NULL);
    raise(signal_number);
}

// True for the signals the system sends when the process faults or aborts, which runtimes and debuggers
// catch to report a crash.
static int is_crash_signal(int signal_number) {
    switch (signal_number) {
    case SIGQUIT:
    case SIGABRT:
    case SIGSEGV:
    case SIGBUS:
    case SIGILL:
    case SIGFPE:
    case SIGTRAP:
        return 1;
    default:
        return 0;
    }
}

// True when another process sent the signal (kill, sigqueue), so nothing went wrong in this one.
static int was_sent_from_outside(const siginfo_t *info) {
    if (info == NULL) {
        return 0;
    }
#ifdef __linux__
    int was_sent = info->si_code <= 0;
#else
    int was_sent = info->si_code == SI_USER || info->si_code == SI_QUEUE;
#endif
    return was_sent && info->si_pid != getpid();
}

// Restores the terminal, lets the previous disposition run (a runtime's crash report, say), then ends
// the process with the signal's default action, whatever that disposition did. A crash signal sent from
// outside (`kill -QUIT`) is no crash: no crash report runs, and the process ends at once.
static void on_terminating_signal(int signal_number, siginfo_t *info, void *context) {
    if (terminal_is_modified) {
        terminal_is_modified = 0;
        restore_terminal();
    }
    const struct sigaction *previous = previous_action(signal_number);
    int reports_crash = !(is_crash_signal(signal_number) && was_sent_from_outside(info));
    if (previous != NULL && reports_crash) {
        sigaction(signal_number, previous, NULL);
        if ((previous->sa_flags & SA_SIGINFO) && previous->sa_sigaction != NULL) {
            previous->sa_sigaction(signal_number, info, context);
        } else if (!(previous->sa_flags & SA_SIGINFO) && previous->sa_handler != SIG_DFL &&
                   previous->sa_handler != SIG_IGN) {
            previous->sa_handler(signal_number);
        }
    }
    raise_with_default_action(signal_number);
    // Only a signal whose default action does not end the process gets here.
    _exit(128 + signal_number);
}

static void on_stop_signal(int signal_number) {
    int saved_errno = errno;
    if (terminal_is_modified) {
        restore_terminal();
    }
    raise_with_default_action(signal_number);
    // Continued: SIGCONT, blocked while this handler runs, is handled right after it returns.
    sigaction(signal_number, &stop_action, NULL);
    errno = saved_errno;
}

static void on_continue_signal(int signal_number) {
    (void)signal_number;
    int saved_errno = errno;
    if (terminal_is_modified) {
        // In the background (after `bg`), changing the terminal would stop the process again; the
        // `fg` that brings it back sends another SIGCONT.
        pid_t foreground = tcgetpgrp(session_input);
        if (foreground == -1 || foreground == getpgrp()) {
            tcsetattr(session_input, TCSANOW, &raw_settings);
            write_fully(session_output, enter_sequence, enter_sequence_length);
            atomic_store(&resume_is_pending, 1);
            wake_waiter();
        }
    }
    errno = saved_errno;
}

static void on_resize_signal(int signal_number) {
    (void)signal_number;
    int saved_errno = errno;
    atomic_store(&resize_is_pending, 1);
    wake_waiter();
    errno = saved_errno;
}

// The action the session installs for `signal_number`; every handler blocks all session signals.
static struct sigaction session_action(int signal_number) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    for (size_t index = 0; index < session_signal_count; index++) {
        sigaddset(&action.sa_mask, session_signals[index]);
    }
    action.sa_flags = SA_RESTART | SA_ONSTACK;
    switch (signal_number) {
    case SIGTSTP:
        action.sa_handler = on_stop_signal;
        break;
    case SIGCONT:
        action.sa_handler = on_continue_signal;
        break;
    case SIGWINCH:
        action.sa_handler = on_resize_signal;
        break;
    default:
        action.sa_flags |= SA_SIGINFO;
        action.sa_sigaction = on_terminating_signal;
        break;
    }
    return action;
}

// Fills session_signals: the chained signals, the default-only ones, then on Linux the real-time
// signals, which also end the process by default.
static void list_session_signals(void) {
    session_signal_count = 0;
    for (size_t index = 0; index < CHAINED_SIGNAL_COUNT; index++) {
        session_signals[session_signal_count++] = chained_signals[index];
    }
    for (size_t index = 0; index < DEFAULT_ONLY_SIGNAL_COUNT; index++) {
        session_signals[session_signal_count++] = default_only_signals[index];
    }
#if defined(SIGRTMIN) && defined(SIGRTMAX)
    for (int signal_number = SIGRTMIN;
         signal_number <= SIGRTMAX && session_signal_count < SESSION_SIGNAL_CAPACITY; signal_number++) {
        session_signals[session_signal_count++] = signal_number;
    }
#endif
}

// True when `action` is the default action (no handler, not ignored).
static int is_default_action(const struct sigaction *action) {
    return !(action->sa_flags & SA_SIGINFO) && action->sa_handler == SIG_DFL;
}

// Installs the session handlers, leaving alone any signal the process was told to ignore (for example
// SIGHUP under nohup, or SIGTSTP without job control), and a default-only signal that has a handler.
static int install_handlers(void) {
    list_session_signals();
    for (size_t index = 0; index < session_signal_count; index++) {
        int signal_number = session_signals[index];
        action_was_replaced[index] = 0;
        if (sigaction(signal_number, NULL, &previous_actions[index]) != 0) {
            return errno;
        }
        if (!(previous_actions[index].sa_flags & SA_SIGINFO) &&
            previous_actions[index].sa_handler == SIG_IGN) {
            continue;
        }
        if (index >= CHAINED_SIGNAL_COUNT && !is_default_action(&previous_actions[index])) {
            continue;
        }
        struct sigaction action = session_action(signal_number);
        if (signal_number == SIGTSTP) {
            stop_action = action;
        }
        if (sigaction(signal_number, &action, NULL) != 0) {
            return errno;
        }
        action_was_replaced[index] = 1;
    }
    handlers_are_installed = 1;
    return 0;
}

static void uninstall_handlers(void) {
    for (size_t index = 0; index < session_signal_count; index++) {
        if (action_was_replaced[index]) {
            sigaction(session_signals[index], &previous_actions[index], NULL);
            action_was_replaced[index] = 0;
        }
    }
    handlers_are_installed = 0;
}

static void close_wake_pipe(void) {
    for (int end = 0; end < 2; end++) {
        if (wake_pipe[end] >= 0) {
            close(wake_pipe[end]);
            wake_pipe[end] = -1;
        }
    }
}

static int open_wake_pipe(void) {
    if (pipe(wake_pipe) != 0) {
        return errno;
    }
    for (int end = 0; end < 2; end++) {
        int flags = fcntl(wake_pipe[end], F_GETFL);
        if (flags < 0 || fcntl(wake_pipe[end], F_SETFL, flags | O_NONBLOCK) != 0 ||
            fcntl(wake_pipe[end], F_SETFD, FD_CLOEXEC) != 0) {
            int error = errno;
            close_wake_pipe();
            return error;
        }
    }
    return 0;
}

int otf_terminal_begin(int input_fd, int output_fd, const char *enter, size_t enter_length,
                       const char *leave, size_t leave_length) {
    if (handlers_are_installed || terminal_is_modified) {
        return EBUSY;
    }
    if (enter_length >= OTF_SEQUENCE_CAPACITY || leave_length >= OTF_SEQUENCE_CAPACITY) {
        return EINVAL;
    }
    if (tcgetattr(input_fd, &saved_settings) != 0) {
        return errno;
    }
    raw_settings = raw_version(saved_settings);
    memcpy(enter_sequence, enter, enter_length);
    enter_sequence_length = enter_length;
    memcpy(leave_sequence, leave, leave_length);
    leave_sequence_length = leave_length;
    session_input = input_fd;
    session_output = output_fd;
    atomic_store(&resize_is_pending, 0);
    atomic_store(&resume_is_pending, 0);
    int error = open_wake_pipe();
    if (error != 0) {
        return error;
    }
    if (!exit_hook_is_registered) {
        if (atexit(otf_terminal_end) != 0) {
            close_wake_pipe();
            return ENOMEM;
        }
        exit_hook_is_registered = 1;
    }
    error = install_handlers();
    if (error != 0) {
        uninstall_handlers();
        close_wake_pipe();
        return error;
    }
    terminal_is_modified = 1;
    if (tcsetattr(input_fd, TCSANOW, &raw_settings) != 0) {
        error = errno;
        terminal_is_modified = 0;
        uninstall_handlers();
        close_wake_pipe();
        return error;
    }
    write_fully(output_fd, enter_sequence, enter_sequence_length);
    return 0;
}

void otf_terminal_end(void) {
    if (terminal_is_modified) {
        terminal_is_modified = 0;
        restore_terminal();
    }
    if (handlers_are_installed) {
        uninstall_handlers();
        close_wake_pipe();
    }
}

// Empties the self-pipe; its bytes only say "look at the flags".
static void drain_wake_pipe(void) {
    char bytes[64];
    while (read(wake_pipe[0], bytes, sizeof bytes) > 0) {
    }
}

int otf_terminal_wait(int timeout_ms) {
    if (!handlers_are_installed) {
        errno = EINVAL;
        return -1;
    }
    struct pollfd watched[2] = {
        {.fd = session_input, .events = POLLIN, .revents = 0},
        {.fd = wake_pipe[0], .events = POLLIN, .revents = 0},
    };
    int ready = poll(watched, 2, timeout_ms);
    if (ready < 0 && errno != EINTR) {
        return -1;
    }
    int reasons = 0;
    if (ready > 0 && (watched[0].revents & (POLLIN | POLLHUP | POLLERR | POLLNVAL))) {
        reasons |= OTF_TERMINAL_INPUT;
    }
    drain_wake_pipe();
    if (atomic_exchange(&resize_is_pending, 0)) {
        reasons |= OTF_TERMINAL_RESIZED;
    }
    if (atomic_exchange(&resume_is_pending, 0)) {
        reasons |= OTF_TERMINAL_RESUMED;
    }
    return reasons;
}

void otf_terminal_suspend(void) {
    kill(0, SIGTSTP);
}
