// libpq, PostgreSQL's client library: its declarations (Debian: libpq-dev puts them under
// postgresql/), with the functions fstel calls defined in libpq_loader.c, which loads
// libpq on first use instead of linking it, so that commands on an SQLite store never load
// libpq and the ~20 libraries it brings (TLS, Kerberos, LDAP).
#ifndef FSTEL_CLIBPQ_H
#define FSTEL_CLIBPQ_H

#if __has_include(<postgresql/libpq-fe.h>)
#include <postgresql/libpq-fe.h>
#elif __has_include(<libpq-fe.h>)
#include <libpq-fe.h>
#elif __has_include("/opt/homebrew/opt/libpq/include/libpq-fe.h")
// Homebrew's libpq is keg-only: not on the default search path (Apple silicon, then Intel).
#include "/opt/homebrew/opt/libpq/include/libpq-fe.h"
#else
#include "/usr/local/opt/libpq/include/libpq-fe.h"
#endif

/// NULL once libpq is loaded (the first call loads it: `$FSTEL_LIBPQ` when set, else the
/// system's libpq), else why it could not be: call before any other libpq function.
const char *fstel_libpq_load_error(void);

#endif
