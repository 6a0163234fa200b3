#include <bzlib.h>
