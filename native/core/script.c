/* The script: the Lua state, the game bundle it runs, and the error that stopped it (if any). */
#include "script.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <lauxlib.h>
#include <lualib.h>

#include "fields.h"
#include "work-meter.h"

static const char *const SCRIPT_BUTTON_NAMES[] = {
    "a", "b", "one", "two", "plus", "minus", "home", "up", "down", "left", "right",
};
#define SCRIPT_BUTTON_COUNT ((int)(sizeof SCRIPT_BUTTON_NAMES / sizeof SCRIPT_BUTTON_NAMES[0]))

/* Each InputKind's name in the input table (src/platform/native.d.ts). */
static const char *const SCRIPT_KIND_NAMES[] = {
    [INPUT_WIIMOTE] = "wiimote", [INPUT_CLASSIC] = "classic", [INPUT_GAMECUBE] = "gamecube", [INPUT_PAD] = "pad",
};
#define SCRIPT_KIND_COUNT ((int)(sizeof SCRIPT_KIND_NAMES / sizeof SCRIPT_KIND_NAMES[0]))

static Script *script_from_upvalue(lua_State *L)
{
    return lua_touserdata(L, lua_upvalueindex(1));
}

/* Message handler for every pcall: turns any error value into text and appends a traceback. */
static int script_message_handler(lua_State *L)
{
    Script *script = script_from_upvalue(L);
    heap_open_reserve(&script->heap, true);
    if (lua_type(L, 1) != LUA_TSTRING && lua_type(L, 1) != LUA_TNUMBER) {
        /* TSTL's Error is a table whose __tostring gives "Error: message" */
        if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING) {
            lua_replace(L, 1);
        } else {
            lua_settop(L, 1);
            lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
            lua_replace(L, 1);
        }
    }
    lua_settop(L, 1);
    /* TSTL's Error already carries the stack from where it was made: one traceback is enough */
    if (strstr(lua_tostring(L, 1), "stack traceback:") != NULL)
        return 1;
    /* debug.traceback as it was at start-up (upvalue 2), whatever the script did to `debug` */
    if (lua_isfunction(L, lua_upvalueindex(2))) {
        lua_pushvalue(L, lua_upvalueindex(2));
        lua_pushvalue(L, 1);
        lua_pushinteger(L, 2);
        lua_call(L, 2, 1);
    }
    return 1;
}

/* The count hook has no upvalues; the Script is found from the allocator's Heap inside it. */
static Script *script_from_state(lua_State *L)
{
    void *heap;
    lua_getallocf(L, &heap);
    return (Script *)((char *)heap - offsetof(Script, heap));
}

static void script_count_hook(lua_State *L, lua_Debug *event)
{
    (void)event;
    Script *script = script_from_state(L);
    script->instructions_this_call += script->hook_interval;
    if (work_meter_on())
        work_meter_add(script->hook_interval);
    bool too_much_work = script->instructions_this_call > SCRIPT_MAX_INSTRUCTIONS_PER_CALL;
    bool too_long = backend_time_ms() - script->call_started_ms > SCRIPT_MAX_MS_PER_CALL;
    if (!too_much_work && !too_long)
        return;
    /* from now on every instruction fails, so a pcall in the loop cannot swallow this */
    script->hook_interval = 1;
    lua_sethook(L, script_count_hook, LUA_MASKCOUNT, 1);
    /* lua_pushfstring knows %d, not %ld */
    if (too_much_work)
        luaL_error(L, "more than %d million Lua instructions in one call: an endless loop?",
                   (int)(SCRIPT_MAX_INSTRUCTIONS_PER_CALL / 1000000));
    luaL_error(L, "more than %d seconds of Lua in one call: an endless loop?",
               (int)(SCRIPT_MAX_MS_PER_CALL / 1000));
}

static void script_fail(Script *script, const char *message, size_t length)
{
    script->failed = true;
    errorscreen_set(&script->error, message, length);
    backend_log("Lua error:");
    backend_log(errorscreen_text(&script->error));
}

/* Records the error a failed call left on the stack, then pops it. */
static void script_fail_from_stack(Script *script, int status)
{
    lua_State *L = script->L;
    if (status == LUA_ERRMEM) {
        char message[256];
        snprintf(message, sizeof message,
                 "not enough memory: the Lua heap is limited to %lu KiB (%lu KiB in use)",
                 (unsigned long)(script->heap.limit / 1024),
                 (unsigned long)(script->heap.in_use / 1024));
        script_fail(script, message, strlen(message));
    } else if (lua_type(L, -1) == LUA_TSTRING) {
        size_t length;
        const char *message = lua_tolstring(L, -1, &length);
        script_fail(script, message, length);
    } else {
        const char *message = "error in error handling";
        script_fail(script, message, strlen(message));
    }
    lua_pop(L, 1);
}

/* Calls the function below `nargs` arguments under the message handler. */
static bool script_pcall(Script *script, int nargs, int nresults)
{
    lua_State *L = script->L;
    int base = lua_gettop(L) - nargs;
    lua_rawgeti(L, LUA_REGISTRYINDEX, script->handler_ref);
    lua_insert(L, base);
    script->instructions_this_call = 0;
    script->call_started_ms = backend_time_ms();
    script->hook_interval = work_meter_on() ? WORK_METER_GRAIN : SCRIPT_HOOK_INTERVAL;
    lua_sethook(L, script_count_hook, LUA_MASKCOUNT, (int)script->hook_interval);
    int status = lua_pcall(L, nargs, nresults, base);
    lua_remove(L, base);
    heap_open_reserve(&script->heap, false);
    if (status != 0) {
        script_fail_from_stack(script, status);
        return false;
    }
    return true;
}

static int script_new_ref(lua_State *L)
{
    return luaL_ref(L, LUA_REGISTRYINDEX);
}

static void script_create_input(Script *script)
{
    lua_State *L = script->L;
    lua_createtable(L, 0, 4);
    lua_createtable(L, INPUT_SLOTS, 0);
    for (int i = 0; i < INPUT_SLOTS; i++) {
        lua_createtable(L, 0, 7);
        lua_createtable(L, 0, SCRIPT_BUTTON_COUNT);
        lua_pushvalue(L, -1);
        script->held_refs[i] = script_new_ref(L);
        lua_setfield(L, -2, "held");
        lua_createtable(L, 0, SCRIPT_BUTTON_COUNT);
        lua_pushvalue(L, -1);
        script->pressed_refs[i] = script_new_ref(L);
        lua_setfield(L, -2, "pressed");
        lua_pushvalue(L, -1);
        script->remote_refs[i] = script_new_ref(L);
        lua_rawseti(L, -2, i + 1);
    }
    lua_pushvalue(L, -1);
    script->remotes_ref = script_new_ref(L);
    lua_setfield(L, -2, "remotes");
    script->input_ref = script_new_ref(L);
}

static void script_set_ref(lua_State *L, const char *key, int ref)
{
    lua_pushstring(L, key);
    lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    lua_rawset(L, -3);
}

static void script_fill_buttons(lua_State *L, int ref, uint32_t bits)
{
    lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    for (int b = 0; b < SCRIPT_BUTTON_COUNT; b++)
        fields_set_boolean(L, SCRIPT_BUTTON_NAMES[b], (bits & (1u << b)) != 0);
    lua_pop(L, 1);
}

/* Rewrites every field, so a game that changed last frame's tables still gets the full shape. */
static void script_fill_input(Script *script)
{
    lua_State *L = script->L;
    const FrameInput *input = script->input;
    lua_rawgeti(L, LUA_REGISTRYINDEX, script->remotes_ref);
    for (int i = 0; i < INPUT_SLOTS; i++) {
        const RemoteInput *remote = &input->remotes[i];
        /* a kind no backend should report reads as a Wiimote's */
        int kind = (unsigned)remote->kind < (unsigned)SCRIPT_KIND_COUNT ? (int)remote->kind : 0;
        script_fill_buttons(L, script->held_refs[i], remote->connected ? remote->held : 0);
        script_fill_buttons(L, script->pressed_refs[i], remote->connected ? remote->pressed : 0);
        lua_rawgeti(L, LUA_REGISTRYINDEX, script->remote_refs[i]);
        fields_set_boolean(L, "connected", remote->connected);
        /* the kind's name is an interned constant: setting it makes no garbage */
        fields_set_string(L, "kind", SCRIPT_KIND_NAMES[kind]);
        fields_set_boolean(L, "pointerValid", remote->connected && remote->pointer_valid);
        fields_set_number(L, "x", remote->x);
        fields_set_number(L, "y", remote->y);
        script_set_ref(L, "held", script->held_refs[i]);
        script_set_ref(L, "pressed", script->pressed_refs[i]);
        lua_rawseti(L, -2, i + 1);
    }
    lua_pop(L, 1);
    lua_rawgeti(L, LUA_REGISTRYINDEX, script->input_ref);
    fields_set_number(L, "time", script->input_time);
    fields_set_number(L, "frameDeadline", script->input_deadline);
    fields_set_boolean(L, "quitting", input->quit_requested);
    script_set_ref(L, "remotes", script->remotes_ref);
}

/* Runs in protected mode each frame: leaves the filled input table for frame. */
static int script_frame_runner(lua_State *L)
{
    Script *script = script_from_upvalue(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, script->frame_ref);
    script_fill_input(script);
    lua_call(L, 1, 0);
    return 0;
}

/* Runs in protected mode: calls the loaded chunk and keeps its `frame`. */
static int script_start(lua_State *L)
{
    Script *script = script_from_upvalue(L);
    lua_call(L, 0, 1);
    if (lua_type(L, -1) != LUA_TTABLE)
        return luaL_error(L, "the bundle must return a table with a function 'frame' (it returned "
                             "a %s value)", luaL_typename(L, -1));
    lua_getfield(L, -1, "frame");
    if (lua_type(L, -1) != LUA_TFUNCTION)
        return luaL_error(L, "the table the bundle returned has no function 'frame' (it is a %s "
                             "value)", luaL_typename(L, -1));
    script->frame_ref = script_new_ref(L);
    return 0;
}

static void script_open_library(lua_State *L, const char *name, lua_CFunction open)
{
    lua_pushcfunction(L, open);
    lua_pushstring(L, name);
    lua_call(L, 1, 0);
}

/* What the base library gives that the game must not have: code loaded at run time (Lua 5.1
 * cannot verify bytecode, and files are the system), finalizers on userdata (no hook runs while a
 * __gc does, so an endless one could not be stopped) and coroutines (each has a hook of its own,
 * so one started after the instruction budget ran out would not fail at once). */
static const char *const SCRIPT_REMOVED_GLOBALS[] = {"dofile", "loadfile", "load", "loadstring", "newproxy", "coroutine"};
/* Of the debug library, what error messages need; the rest reaches the hooks and the registry. */
static const char *const SCRIPT_DEBUG_KEPT[] = {"traceback", "getinfo"};

/* string.gsub with a string (or number) replacement only: a function or a table (through its
 * __index) would call Lua with gsub's luaL_Buffer on the C stack, BUFSIZ bytes, 32 KiB with
 * devkitPPC's C library, so a recursion through it would take that much stack a level
 * (docs/native.md, "The C stack"). Lua's own gsub runs in this function's place on the stack. */
static int script_gsub(lua_State *L)
{
    int type = lua_type(L, 3);
    if (type != LUA_TSTRING && type != LUA_TNUMBER)
        return luaL_argerror(L, 3, lua_pushfstring(L, "string expected, got %s (here gsub calls no Lua)",
                                                   luaL_typename(L, 3)));
    return lua_tocfunction(L, lua_upvalueindex(1))(L);
}

static void script_narrow_globals(lua_State *L)
{
    for (size_t i = 0; i < sizeof SCRIPT_REMOVED_GLOBALS / sizeof SCRIPT_REMOVED_GLOBALS[0]; i++) {
        lua_pushnil(L);
        lua_setfield(L, LUA_GLOBALSINDEX, SCRIPT_REMOVED_GLOBALS[i]);
    }
    lua_getfield(L, LUA_GLOBALSINDEX, LUA_DBLIBNAME);
    lua_newtable(L);
    for (size_t i = 0; i < sizeof SCRIPT_DEBUG_KEPT / sizeof SCRIPT_DEBUG_KEPT[0]; i++) {
        lua_getfield(L, -2, SCRIPT_DEBUG_KEPT[i]);
        lua_setfield(L, -2, SCRIPT_DEBUG_KEPT[i]);
    }
    lua_setfield(L, LUA_GLOBALSINDEX, LUA_DBLIBNAME);
    lua_pop(L, 1);
    lua_getfield(L, LUA_GLOBALSINDEX, LUA_STRLIBNAME);
    lua_getfield(L, -1, "gsub");
    lua_pushcclosure(L, script_gsub, 1);
    lua_setfield(L, -2, "gsub");
    lua_pop(L, 1);
}

/* Everything that allocates before the bundle runs, in protected mode (lua_cpcall). */
static int script_setup(lua_State *L)
{
    Script *script = lua_touserdata(L, 1);
    /* no io, os or package: the game reaches the system only through `native` */
    script_open_library(L, "", luaopen_base);
    script_open_library(L, LUA_TABLIBNAME, luaopen_table);
    script_open_library(L, LUA_STRLIBNAME, luaopen_string);
    script_open_library(L, LUA_MATHLIBNAME, luaopen_math);
    script_open_library(L, LUA_DBLIBNAME, luaopen_debug);
    script_narrow_globals(L);

    lua_pushlightuserdata(L, script);
    lua_getfield(L, LUA_GLOBALSINDEX, "debug");
    lua_getfield(L, -1, "traceback");
    lua_remove(L, -2);
    lua_pushcclosure(L, script_message_handler, 2);
    script->handler_ref = script_new_ref(L);

    lua_pushlightuserdata(L, script);
    lua_pushcclosure(L, script_frame_runner, 1);
    script->runner_ref = script_new_ref(L);

    lua_pushlightuserdata(L, script);
    lua_pushcclosure(L, script_start, 1);
    script->start_ref = script_new_ref(L);

    script_create_input(script);
    api_install(L, &script->api);
    return 0;
}

static int script_panic(lua_State *L)
{
    const char *message = lua_tostring(L, -1);
    backend_log(message != NULL ? message : "Lua panic");
    return 0;
}

/* Everything but the Lua state. */
static void script_init(Script *script, size_t heap_limit)
{
    memset(script, 0, sizeof *script);
    heap_init(&script->heap, heap_limit);
    api_state_init(&script->api);
    script->api.heap = &script->heap;
    script->frame_ref = LUA_NOREF;
}

void script_open_refused(Script *script, const char *message)
{
    script_init(script, 0);
    script_fail(script, message, strlen(message));
}

void script_open(Script *script, size_t heap_limit)
{
    script_init(script, heap_limit);
    script->L = lua_newstate(heap_alloc, &script->heap);
    if (script->L == NULL) {
        /* the heap's cap is at least 1 MiB: the system itself had no memory for it */
        const char *message = "not enough memory to create the Lua state";
        script_fail(script, message, strlen(message));
        return;
    }
    lua_atpanic(script->L, script_panic);
    int status = lua_cpcall(script->L, script_setup, script);
    if (status != 0)
        script_fail_from_stack(script, status);
}

void script_load(Script *script, const char *code, size_t size, const char *chunk_name)
{
    if (script->failed)
        return;
    lua_State *L = script->L;
    if (size > 0 && code[0] == LUA_SIGNATURE[0]) {
        /* Lua 5.1 cannot check bytecode well enough: a bad chunk could crash the VM */
        const char *message = "the bundle is precompiled Lua bytecode; only Lua source is accepted";
        script_fail(script, message, strlen(message));
        return;
    }
    lua_rawgeti(L, LUA_REGISTRYINDEX, script->start_ref);
    int status = luaL_loadbuffer(L, code, size, chunk_name);
    if (status != 0) {
        script_fail_from_stack(script, status);
        lua_pop(L, 1);
        return;
    }
    script_pcall(script, 1, 0);
}

void script_refuse(Script *script, const char *message)
{
    if (!script->failed)
        script_fail(script, message, strlen(message));
}

void script_frame(Script *script, const FrameInput *input, double time_ms, double deadline_ms)
{
    if (script->failed)
        return;
    for (int i = 0; i < INPUT_SLOTS; i++)
        script->api.connected[i] = input->remotes[i].connected;
    script->input = input;
    script->input_time = time_ms;
    script->input_deadline = deadline_ms;
    script->api.in_frame = true;
    lua_rawgeti(script->L, LUA_REGISTRYINDEX, script->runner_ref);
    script_pcall(script, 0, 0);
    script->api.in_frame = false;
    script->input = NULL;
}

void script_close(Script *script)
{
    if (script->L != NULL)
        lua_close(script->L);
    script->L = NULL;
}
