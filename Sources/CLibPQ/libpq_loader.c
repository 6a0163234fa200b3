// The libpq functions fstel calls, each forwarding to libpq loaded with dlopen on first
// use (see include/CLibPQ.h). The signatures are libpq-fe.h's, so the compiler checks them.
#include "CLibPQ.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define FSTEL_LIBPQ_FUNCTIONS(X, V) \
    V(PQclear, (PGresult *res), (res)) \
    X(ExecStatusType, PQresultStatus, (const PGresult *res), (res)) \
    X(PGresult *, PQgetResult, (PGconn *conn), (conn)) \
    V(PQfinish, (PGconn *conn), (conn)) \
    X(char *, PQerrorMessage, (const PGconn *conn), (conn)) \
    X(ConnStatusType, PQstatus, (const PGconn *conn), (conn)) \
    X(int, PQntuples, (const PGresult *res), (res)) \
    X(PGresult *, PQexec, (PGconn *conn, const char *query), (conn, query)) \
    X(char *, PQcmdTuples, (PGresult *res), (res)) \
    X(PGTransactionStatusType, PQtransactionStatus, (const PGconn *conn), (conn)) \
    X(int, PQsetSingleRowMode, (PGconn *conn), (conn)) \
    X(PQnoticeReceiver, PQsetNoticeReceiver, (PGconn *conn, PQnoticeReceiver proc, void *arg), (conn, proc, arg)) \
    X(int, PQserverVersion, (const PGconn *conn), (conn)) \
    X(int, PQsendQueryParams, (PGconn *conn, const char *command, int nParams, const Oid *paramTypes, \
        const char *const *paramValues, const int *paramLengths, const int *paramFormats, int resultFormat), \
        (conn, command, nParams, paramTypes, paramValues, paramLengths, paramFormats, resultFormat)) \
    X(char *, PQresultErrorMessage, (const PGresult *res), (res)) \
    X(char *, PQresultErrorField, (const PGresult *res, int fieldcode), (res, fieldcode)) \
    X(int, PQputCopyEnd, (PGconn *conn, const char *errormsg), (conn, errormsg)) \
    X(int, PQputCopyData, (PGconn *conn, const char *buffer, int nbytes), (conn, buffer, nbytes)) \
    X(int, PQnfields, (const PGresult *res), (res)) \
    X(char *, PQgetvalue, (const PGresult *res, int tup_num, int field_num), (res, tup_num, field_num)) \
    X(int, PQgetlength, (const PGresult *res, int tup_num, int field_num), (res, tup_num, field_num)) \
    X(int, PQgetisnull, (const PGresult *res, int tup_num, int field_num), (res, tup_num, field_num)) \
    X(PGcancel *, PQgetCancel, (PGconn *conn), (conn)) \
    X(Oid, PQftype, (const PGresult *res, int field_num), (res, field_num)) \
    V(PQfreeCancel, (PGcancel *cancel), (cancel)) \
    X(char *, PQfname, (const PGresult *res, int field_num), (res, field_num)) \
    X(PGresult *, PQexecParams, (PGconn *conn, const char *command, int nParams, const Oid *paramTypes, \
        const char *const *paramValues, const int *paramLengths, const int *paramFormats, int resultFormat), \
        (conn, command, nParams, paramTypes, paramValues, paramLengths, paramFormats, resultFormat)) \
    X(PGconn *, PQconnectdbParams, (const char *const *keywords, const char *const *values, int expand_dbname), \
        (keywords, values, expand_dbname)) \
    X(int, PQcancel, (PGcancel *cancel, char *errbuf, int errbufsize), (cancel, errbuf, errbufsize))

#define FSTEL_POINTER(ret, name, params, args) static ret (*loaded_##name) params;
#define FSTEL_VOID_POINTER(name, params, args) static void (*loaded_##name) params;
FSTEL_LIBPQ_FUNCTIONS(FSTEL_POINTER, FSTEL_VOID_POINTER)

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static const char *load_error = NULL;
static char load_error_text[1024];

static void *find(void *library, const char *path, const char *name) {
    void *symbol = dlsym(library, name);
    if (symbol == NULL && load_error == NULL) {
        snprintf(load_error_text, sizeof load_error_text, "the libpq at %s has no %s", path, name);
        load_error = load_error_text;
    }
    return symbol;
}

static void load(void) {
    const char *chosen = getenv("FSTEL_LIBPQ");
#if defined(__APPLE__)
    const char *candidates[] = {"libpq.5.dylib", "/opt/homebrew/opt/libpq/lib/libpq.5.dylib", "/usr/local/opt/libpq/lib/libpq.5.dylib"};
#else
    const char *candidates[] = {"libpq.so.5", "libpq.so"};
#endif
    size_t count = sizeof candidates / sizeof candidates[0];
    if (chosen != NULL && chosen[0] != '\0') {
        candidates[0] = chosen;
        count = 1;
    }
    void *library = NULL;
    const char *path = NULL;
    for (size_t i = 0; i < count && library == NULL; i++) {
        path = candidates[i];
        library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) {
        const char *why = dlerror();
        snprintf(load_error_text, sizeof load_error_text,
                 "PostgreSQL stores need libpq at run time and it could not be loaded (%s); install it "
                 "(Debian: apt-get install libpq5) or set FSTEL_LIBPQ to its path",
                 why != NULL ? why : (chosen != NULL && chosen[0] != '\0' ? chosen : candidates[0]));
        load_error = load_error_text;
        return;
    }
#define FSTEL_FIND(ret, name, params, args) loaded_##name = (ret (*) params)find(library, path, #name);
#define FSTEL_VOID_FIND(name, params, args) loaded_##name = (void (*) params)find(library, path, #name);
    FSTEL_LIBPQ_FUNCTIONS(FSTEL_FIND, FSTEL_VOID_FIND)
}

const char *fstel_libpq_load_error(void) {
    pthread_once(&load_once, load);
    return load_error;
}

static void require_loaded(const char *name) {
    if (fstel_libpq_load_error() != NULL) {
        fprintf(stderr, "fstel: %s called without libpq: %s\n", name, load_error);
        abort();
    }
}

#define FSTEL_FORWARD(ret, name, params, args) \
    ret name params { require_loaded(#name); return loaded_##name args; }
#define FSTEL_VOID_FORWARD(name, params, args) \
    void name params { require_loaded(#name); loaded_##name args; }
FSTEL_LIBPQ_FUNCTIONS(FSTEL_FORWARD, FSTEL_VOID_FORWARD)
