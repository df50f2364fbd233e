#ifndef OTF_PLATFORM_SHIMS_H
#define OTF_PLATFORM_SHIMS_H

/// Atomically exchanges two paths (both must exist); returns 0, or -1 with errno set.
int otf_rename_exchange(const char *first, const char *second);

#endif
