/* The native API: the global `native` the game bundle calls (src/platform/native.d.ts).
 * Each binding has two upvalues: the shared ApiState and its own name (for error messages). */
#include "api.h"

#include <math.h>
#include <stdarg.h>
#include <string.h>

#include <lauxlib.h>

#include "fields.h"
#include "image.h"
#include "text.h"

#define API_MAX_COLOR 4294967295.0

static ApiState *api_state(lua_State *L)
{
    return lua_touserdata(L, lua_upvalueindex(1));
}

/* Raises "where: native.NAME: message": the position is the Lua code that made the call. */
static int api_raise(lua_State *L, const char *format, ...)
{
    va_list arguments;
    luaL_where(L, 1);
    lua_pushfstring(L, "native.%s: ", lua_tostring(L, lua_upvalueindex(2)));
    va_start(arguments, format);
    lua_pushvfstring(L, format, arguments);
    va_end(arguments);
    lua_concat(L, 3);
    return lua_error(L);
}

/* A self call (native:rect) or a stray argument shows up as too many arguments. */
static void api_check_arg_count(lua_State *L, int expected)
{
    int given = lua_gettop(L);
    if (given > expected)
        api_raise(L, "takes %d argument%s, got %d", expected, expected == 1 ? "" : "s", given);
}

static void api_check_drawing(lua_State *L)
{
    if (!api_state(L)->in_frame)
        api_raise(L, "can only draw during frame()");
}

static void api_check_type(lua_State *L, int arg, int type)
{
    if (lua_type(L, arg) != type)
        api_raise(L, "argument %d must be a %s, not %s", arg, lua_typename(L, type),
                  luaL_typename(L, arg));
}

static lua_Number api_check_number(lua_State *L, int arg)
{
    api_check_type(L, arg, LUA_TNUMBER);
    lua_Number value = lua_tonumber(L, arg);
    if (!isfinite(value))
        api_raise(L, "argument %d must be a finite number, not %f", arg, value);
    return value;
}

static lua_Number api_check_range(lua_State *L, int arg, lua_Number low, lua_Number high)
{
    lua_Number value = api_check_number(L, arg);
    if (value < low || value > high)
        api_raise(L, "argument %d must be within %f..%f, not %f", arg, low, high, value);
    return value;
}

static float api_check_coordinate(lua_State *L, int arg)
{
    return (float)api_check_range(L, arg, -API_MAX_COORDINATE, API_MAX_COORDINATE);
}

static uint32_t api_check_color(lua_State *L, int arg)
{
    lua_Number value = api_check_number(L, arg);
    if (value < 0 || value > API_MAX_COLOR || value != floor(value))
        api_raise(L, "argument %d must be a colour 0xRRGGBBAA (an integer 0..4294967295), not %f",
                  arg, value);
    return (uint32_t)value;
}

static const char *api_check_string(lua_State *L, int arg, size_t *length)
{
    api_check_type(L, arg, LUA_TSTRING);
    return lua_tolstring(L, arg, length);
}

static const AtlasImage *api_check_image(lua_State *L, int arg)
{
    const char *name = api_check_string(L, arg, NULL);
    const AtlasImage *image = image_find(name);
    if (image == NULL)
        api_raise(L, "unknown image '%s'", name);
    return image;
}

static int api_clear(lua_State *L)
{
    api_check_arg_count(L, 1);
    uint32_t color = api_check_color(L, 1);
    api_check_drawing(L);
    /* the screen has no alpha: clearing always replaces what was there */
    backend_draw_rect(0, 0, LOGICAL_WIDTH, LOGICAL_HEIGHT, color | 0xFFu);
    return 0;
}

static int api_rect(lua_State *L)
{
    api_check_arg_count(L, 5);
    float x = api_check_coordinate(L, 1);
    float y = api_check_coordinate(L, 2);
    float width = (float)api_check_range(L, 3, 0, API_MAX_COORDINATE);
    float height = (float)api_check_range(L, 4, 0, API_MAX_COORDINATE);
    uint32_t color = api_check_color(L, 5);
    api_check_drawing(L);
    backend_draw_rect(x, y, width, height, color);
    return 0;
}

static int api_image(lua_State *L)
{
    api_check_arg_count(L, 6);
    const AtlasImage *image = api_check_image(L, 1);
    float x = api_check_coordinate(L, 2);
    float y = api_check_coordinate(L, 3);
    float width = (float)api_check_range(L, 4, 0, API_MAX_COORDINATE);
    float height = (float)api_check_range(L, 5, 0, API_MAX_COORDINATE);
    uint32_t tint = api_check_color(L, 6);
    api_check_drawing(L);
    backend_draw_atlas(image->x, image->y, image->width, image->height, x, y, width, height, tint);
    return 0;
}

static int api_image_size(lua_State *L)
{
    api_check_arg_count(L, 1);
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
    api_check_arg_count(L, 5);
    size_t length;
    const char *text = api_check_string(L, 1, &length);
    float x = api_check_coordinate(L, 2);
    float y = api_check_coordinate(L, 3);
    float size = (float)api_check_range(L, 4, 0, API_MAX_TEXT_SIZE);
    uint32_t color = api_check_color(L, 5);
    api_check_drawing(L);
    text_draw(text, length, x, y, size, color);
    return 0;
}

static int api_text_width(lua_State *L)
{
    api_check_arg_count(L, 2);
    size_t length;
    const char *text = api_check_string(L, 1, &length);
    lua_Number size = api_check_range(L, 2, 0, API_MAX_TEXT_SIZE);
    lua_pushnumber(L, text_width(text, length, size));
    return 1;
}

static int api_rumble(lua_State *L)
{
    api_check_arg_count(L, 2);
    lua_Number slot = api_check_number(L, 1);
    if (slot != floor(slot) || slot < 1 || slot > INPUT_SLOTS)
        api_raise(L, "argument 1 must be an input slot 1..%d, not %f", INPUT_SLOTS, slot);
    float milliseconds = (float)api_check_range(L, 2, 0, API_MAX_RUMBLE_MS);
    int index = (int)slot - 1;
    if (api_state(L)->connected[index])
        backend_rumble(index, (int)(milliseconds + 0.5f));
    return 0;
}

static int api_time(lua_State *L)
{
    api_check_arg_count(L, 0);
    lua_pushnumber(L, backend_time_ms());
    return 1;
}

static int api_language(lua_State *L)
{
    api_check_arg_count(L, 0);
    lua_pushstring(L, backend_language());
    return 1;
}

static int api_platform(lua_State *L)
{
    api_check_arg_count(L, 0);
    lua_pushstring(L, backend_platform());
    return 1;
}

/* A storage name: 1..STORAGE_NAME_MAX of a-z, 0-9 and '-', so that every backend can make a plain
 * file name of it. */
static const char *api_check_storage_name(lua_State *L, int arg)
{
    size_t length;
    const char *name = api_check_string(L, arg, &length);
    bool valid = length >= 1 && length <= STORAGE_NAME_MAX;
    for (size_t i = 0; valid && i < length; i++) {
        char c = name[i];
        valid = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
    }
    if (!valid)
        api_raise(L, "argument %d must be a storage name (1..%d of a-z, 0-9 and '-'), not '%s'",
                  arg, STORAGE_NAME_MAX, name);
    return name;
}

static int api_load(lua_State *L)
{
    api_check_arg_count(L, 1);
    const char *name = api_check_storage_name(L, 1);
    ApiState *state = api_state(L);
    long length = backend_load(name, state->storage, sizeof state->storage);
    if (length < 0 || (size_t)length > sizeof state->storage)
        lua_pushnil(L);
    else
        lua_pushlstring(L, state->storage, (size_t)length);
    return 1;
}

static int api_save(lua_State *L)
{
    api_check_arg_count(L, 2);
    const char *name = api_check_storage_name(L, 1);
    size_t length;
    const char *content = api_check_string(L, 2, &length);
    if (length > STORAGE_MAX_BYTES)
        api_raise(L, "argument 2 must be at most %d bytes, not %d", STORAGE_MAX_BYTES,
                  (int)length);
    lua_pushboolean(L, backend_save(name, content, length));
    return 1;
}

static int api_remove(lua_State *L)
{
    api_check_arg_count(L, 1);
    lua_pushboolean(L, backend_remove(api_check_storage_name(L, 1)));
    return 1;
}

static const SoundBankEntry *api_check_sound(lua_State *L, int arg)
{
    const char *name = api_check_string(L, arg, NULL);
    const SoundBankEntry *sound = sound_find(name);
    if (sound == NULL)
        api_raise(L, "unknown sound '%s'", name);
    return sound;
}

static int api_play_sound(lua_State *L)
{
    api_check_arg_count(L, 3);
    const SoundBankEntry *effect = api_check_sound(L, 1);
    float volume = (float)api_check_range(L, 2, 0, 1);
    float pan = (float)api_check_range(L, 3, -1, 1);
    sound_play(&api_state(L)->sound, effect, volume, pan);
    return 0;
}

static int api_play_music(lua_State *L)
{
    api_check_arg_count(L, 1);
    sound_music(&api_state(L)->sound, api_check_sound(L, 1));
    return 0;
}

static int api_stop_music(lua_State *L)
{
    api_check_arg_count(L, 0);
    sound_music(&api_state(L)->sound, NULL);
    return 0;
}

static int api_set_volumes(lua_State *L)
{
    api_check_arg_count(L, 2);
    float effects = (float)api_check_range(L, 1, 0, 1);
    float music = (float)api_check_range(L, 2, 0, 1);
    sound_volumes(&api_state(L)->sound, effects, music);
    return 0;
}

/* One table, made at the first call and refilled at each: the overlay reads it every frame and
 * must not make garbage doing so. */
static int api_stats(lua_State *L)
{
    api_check_arg_count(L, 0);
    ApiState *state = api_state(L);
    if (state->stats_ref == LUA_NOREF) {
        lua_createtable(L, 0, 16);
        state->stats_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    }
    BackendStats backend;
    memset(&backend, 0, sizeof backend);
    backend_stats(&backend);
    const Stats *stats = state->stats;
    const Heap *heap = state->heap;
    lua_rawgeti(L, LUA_REGISTRYINDEX, state->stats_ref);
    fields_set_number(L, "realTime", backend_real_time_ms());
    fields_set_boolean(L, "simulatedTime", backend.time_simulated);
    fields_set_number(L, "luaMs", stats != NULL ? stats->last_ms : 0);
    fields_set_number(L, "missedFrames", (lua_Number)backend.missed_frames);
    fields_set_number(L, "heapBytes", heap != NULL ? (lua_Number)heap->in_use : 0);
    fields_set_number(L, "heapPeakBytes", heap != NULL ? (lua_Number)heap->peak : 0);
    fields_set_number(L, "frameHeapPeakBytes", stats != NULL ? (lua_Number)stats->last_heap_peak : 0);
    fields_set_number(L, "startupMs", stats != NULL ? stats->first_frame_ms : 0);
    fields_set_number(L, "audioMs", backend.audio_ms);
    fields_set_boolean(L, "soundBankFailed", backend.sound_bank_failed);
    fields_set_boolean(L, "soundDspSilent", backend.sound_dsp_silent);
    fields_set_string(L, "storagePlace", backend.storage_place);
    fields_set_number(L, "storageFailures", (lua_Number)backend.storage_failures);
    fields_set_string(L, "storageError", backend.storage_error);
    fields_set_string(L, "storageProblem", backend.storage_problem);
    return 1;
}

static int api_log(lua_State *L)
{
    api_check_arg_count(L, 1);
    backend_log(api_check_string(L, 1, NULL));
    return 0;
}

static int api_quit(lua_State *L)
{
    api_check_arg_count(L, 0);
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
    {"platform", api_platform},
    {"load", api_load},
    {"save", api_save},
    {"remove", api_remove},
    {"playSound", api_play_sound},
    {"playMusic", api_play_music},
    {"stopMusic", api_stop_music},
    {"setVolumes", api_set_volumes},
    {"stats", api_stats},
    {"log", api_log},
    {"quit", api_quit},
    {NULL, NULL},
};

void api_state_init(ApiState *state)
{
    memset(state, 0, sizeof *state);
    sound_init(&state->sound);
    state->stats_ref = LUA_NOREF;
}

void api_install(lua_State *L, ApiState *state)
{
    lua_createtable(L, 0, (int)(sizeof API_FUNCTIONS / sizeof API_FUNCTIONS[0]) - 1);
    for (const luaL_Reg *entry = API_FUNCTIONS; entry->name != NULL; entry++) {
        lua_pushlightuserdata(L, state);
        lua_pushstring(L, entry->name);
        lua_pushcclosure(L, entry->func, 2);
        lua_setfield(L, -2, entry->name);
    }
    lua_setfield(L, LUA_GLOBALSINDEX, "native");
}
