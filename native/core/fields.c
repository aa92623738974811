/* Raw sets of named fields in the table on top of the Lua stack, so that a metatable the game
 * put on a table the core refills (the input, native.stats) cannot intercept them. */
#include "fields.h"

void fields_set_boolean(lua_State *L, const char *key, bool value)
{
    lua_pushstring(L, key);
    lua_pushboolean(L, value);
    lua_rawset(L, -3);
}

void fields_set_number(lua_State *L, const char *key, lua_Number value)
{
    lua_pushstring(L, key);
    lua_pushnumber(L, value);
    lua_rawset(L, -3);
}

void fields_set_string(lua_State *L, const char *key, const char *value)
{
    lua_pushstring(L, key);
    lua_pushstring(L, value != NULL ? value : "");
    lua_rawset(L, -3);
}
