#include <sqlite3.h>

// Swift cannot pass SQLITE_TRANSIENT ((sqlite3_destructor_type)-1) directly.
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }
static inline sqlite3_destructor_type csqlite_static(void) { return SQLITE_STATIC; }

// sqlite3_db_config is variadic; Swift cannot call it.
static inline int csqlite_db_config_int(sqlite3 *db, int op, int value, int *result) {
    return sqlite3_db_config(db, op, value, result);
}

// sqlite3_config is variadic; Swift cannot call it. Must run before the first
// connection opens. Turning memory statistics off removes a global mutex from every
// allocation SQLite makes.
static inline int csqlite_disable_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
