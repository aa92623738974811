/* Raw sets of named fields in the table on top of the Lua stack, so that a metatable the game
 * put on a table the core refills (the input, native.stats) cannot intercept them. */
#ifndef SENET_FIELDS_H
#define SENET_FIELDS_H

#include <stdbool.h>

#include <lua.h>

void fields_set_boolean(lua_State *L, const char *key, bool value);
void fields_set_number(lua_State *L, const char *key, lua_Number value);
/* NULL is stored as "". */
void fields_set_string(lua_State *L, const char *key, const char *value);

#endif
