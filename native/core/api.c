/* The native API: the global table `native` that the game bundle calls (src/platform/native.d.ts). */
#include "api.h"

#include <math.h>
#include <string.h>

#include <lauxlib.h>

#include "image.h"
#include "text.h"

#define API_MAX_COLOR 4294967295.0

static ApiState *api_state(lua_State *L)
{
    return lua_touserdata(L, lua_upvalueindex(1));
}

/* A self call (native:rect) or a stray argument shows up as too many arguments. */
static void api_check_arg_count(lua_State *L, const char *function, int expected)
{
    int given = lua_gettop(L);
    if (given > expected)
        luaL_error(L, "native.%s takes %d argument%s, got %d", function, expected,
                   expected == 1 ? "" : "s", given);
}

static void api_check_drawing(lua_State *L, const char *function)
{
    if (!api_state(L)->in_frame)
        luaL_error(L, "native.%s can only draw during frame()", function);
}

static lua_Number api_check_number(lua_State *L, int arg)
{
    if (lua_type(L, arg) != LUA_TNUMBER)
        luaL_typerror(L, arg, "number");
    lua_Number value = lua_tonumber(L, arg);
    if (!isfinite(value))
        luaL_argerror(L, arg, "not a finite number");
    return value;
}

static float api_check_coordinate(lua_State *L, int arg)
{
    lua_Number value = api_check_number(L, arg);
    if (value < -API_MAX_COORDINATE || value > API_MAX_COORDINATE)
        luaL_argerror(L, arg, "coordinate out of range (-100000..100000)");
    return (float)value;
}

static float api_check_extent(lua_State *L, int arg, lua_Number max)
{
    lua_Number value = api_check_number(L, arg);
    if (value < 0 || value > max)
        luaL_argerror(L, arg, lua_pushfstring(L, "must be 0..%f", max));
    return (float)value;
}

static uint32_t api_check_color(lua_State *L, int arg)
{
    lua_Number value = api_check_number(L, arg);
    if (value < 0 || value > API_MAX_COLOR || value != floor(value))
        luaL_argerror(L, arg, "a colour is an integer 0xRRGGBBAA (0..0xFFFFFFFF)");
    return (uint32_t)value;
}

static const char *api_check_string(lua_State *L, int arg, size_t *length)
{
    if (lua_type(L, arg) != LUA_TSTRING)
        luaL_typerror(L, arg, "string");
    return lua_tolstring(L, arg, length);
}

static const AtlasImage *api_check_image(lua_State *L, int arg)
{
    const char *name = api_check_string(L, arg, NULL);
    const AtlasImage *image = image_find(name);
    if (image == NULL)
        luaL_argerror(L, arg, lua_pushfstring(L, "unknown image '%s'", name));
    return image;
}

static int api_clear(lua_State *L)
{
    api_check_arg_count(L, "clear", 1);
    uint32_t color = api_check_color(L, 1);
    api_check_drawing(L, "clear");
    /* the screen has no alpha: clearing always replaces what was there */
    backend_draw_rect(0, 0, LOGICAL_WIDTH, LOGICAL_HEIGHT, color | 0xFFu);
    return 0;
}

static int api_rect(lua_State *L)
{
    api_check_arg_count(L, "rect", 5);
    float x = api_check_coordinate(L, 1);
    float y = api_check_coordinate(L, 2);
    float width = api_check_extent(L, 3, API_MAX_COORDINATE);
    float height = api_check_extent(L, 4, API_MAX_COORDINATE);
    uint32_t color = api_check_color(L, 5);
    api_check_drawing(L, "rect");
    backend_draw_rect(x, y, width, height, color);
    return 0;
}

static int api_image(lua_State *L)
{
    api_check_arg_count(L, "image", 6);
    const AtlasImage *image = api_check_image(L, 1);
    float x = api_check_coordinate(L, 2);
    float y = api_check_coordinate(L, 3);
    float width = api_check_extent(L, 4, API_MAX_COORDINATE);
    float height = api_check_extent(L, 5, API_MAX_COORDINATE);
    uint32_t tint = api_check_color(L, 6);
    api_check_drawing(L, "image");
    backend_draw_atlas(image->x, image->y, image->width, image->height, x, y, width, height, tint);
    return 0;
}

static int api_image_size(lua_State *L)
{
    api_check_arg_count(L, "imageSize", 1);
    const AtlasImage *image = api_check_image(L, 1);
    lua_createtable(L, 0, 2);
    lua_pushinteger(L, image->width);
    lua_setfield(L, -2, "width");
    lua_pushinteger(L, image->height);
    lua_setfield(L, -2, "height");
    return 1;
}

static int api_text(lua_State *L)
{
    api_check_arg_count(L, "text", 5);
    size_t length;
    const char *text = api_check_string(L, 1, &length);
    float x = api_check_coordinate(L, 2);
    float y = api_check_coordinate(L, 3);
    float size = api_check_extent(L, 4, API_MAX_TEXT_SIZE);
    uint32_t color = api_check_color(L, 5);
    api_check_drawing(L, "text");
    text_draw(text, length, x, y, size, color);
    return 0;
}

static int api_text_width(lua_State *L)
{
    api_check_arg_count(L, "textWidth", 2);
    size_t length;
    const char *text = api_check_string(L, 1, &length);
    float size = api_check_extent(L, 2, API_MAX_TEXT_SIZE);
    lua_pushnumber(L, text_width(text, length, size));
    return 1;
}

static int api_rumble(lua_State *L)
{
    api_check_arg_count(L, "rumble", 2);
    lua_Number remote = api_check_number(L, 1);
    if (remote != floor(remote) || remote < 1 || remote > MAX_REMOTES)
        luaL_argerror(L, 1, "a remote is 1..4");
    float milliseconds = api_check_extent(L, 2, API_MAX_RUMBLE_MS);
    int index = (int)remote - 1;
    if (api_state(L)->connected[index])
        backend_rumble(index, (int)(milliseconds + 0.5f));
    return 0;
}

static int api_time(lua_State *L)
{
    api_check_arg_count(L, "time", 0);
    lua_pushnumber(L, backend_time_ms());
    return 1;
}

static int api_language(lua_State *L)
{
    api_check_arg_count(L, "language", 0);
    lua_pushstring(L, backend_language());
    return 1;
}

static int api_load_settings(lua_State *L)
{
    api_check_arg_count(L, "loadSettings", 0);
    ApiState *state = api_state(L);
    long length = backend_load_settings(state->settings, sizeof state->settings);
    if (length < 0 || (size_t)length > sizeof state->settings)
        lua_pushnil(L);
    else
        lua_pushlstring(L, state->settings, (size_t)length);
    return 1;
}

static int api_save_settings(lua_State *L)
{
    api_check_arg_count(L, "saveSettings", 1);
    size_t length;
    const char *content = api_check_string(L, 1, &length);
    if (length > SETTINGS_MAX_BYTES)
        luaL_argerror(L, 1, "settings are limited to 16384 bytes");
    lua_pushboolean(L, backend_save_settings(content, length));
    return 1;
}

static int api_log(lua_State *L)
{
    api_check_arg_count(L, "log", 1);
    backend_log(api_check_string(L, 1, NULL));
    return 0;
}

static int api_quit(lua_State *L)
{
    api_check_arg_count(L, "quit", 0);
    api_state(L)->quit_requested = true;
    return 0;
}

static const luaL_Reg API_FUNCTIONS[] = {
    {"clear", api_clear},
    {"rect", api_rect},
    {"image", api_image},
    {"imageSize", api_image_size},
    {"text", api_text},
    {"textWidth", api_text_width},
    {"rumble", api_rumble},
    {"time", api_time},
    {"language", api_language},
    {"loadSettings", api_load_settings},
    {"saveSettings", api_save_settings},
    {"log", api_log},
    {"quit", api_quit},
    {NULL, NULL},
};

void api_state_init(ApiState *state)
{
    memset(state, 0, sizeof *state);
}

void api_install(lua_State *L, ApiState *state)
{
    lua_createtable(L, 0, (int)(sizeof API_FUNCTIONS / sizeof API_FUNCTIONS[0]) - 1);
    for (const luaL_Reg *entry = API_FUNCTIONS; entry->name != NULL; entry++) {
        lua_pushlightuserdata(L, state);
        lua_pushcclosure(L, entry->func, 1);
        lua_setfield(L, -2, entry->name);
    }
    lua_setfield(L, LUA_GLOBALSINDEX, "native");
}
