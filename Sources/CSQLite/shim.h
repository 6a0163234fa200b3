#include <sqlite3.h>

// Swift cannot pass SQLITE_TRANSIENT ((sqlite3_destructor_type)-1) directly.
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }
static inline sqlite3_destructor_type csqlite_static(void) { return SQLITE_STATIC; }

// sqlite3_db_config is variadic; Swift cannot call it.
static inline int csqlite_db_config_int(sqlite3 *db, int op, int value, int *result) {
    return sqlite3_db_config(db, op, value, result);
}
