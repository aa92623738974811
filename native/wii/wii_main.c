/* The Wii program's entry point: the core runs everything through the backend_* functions. */
#include "core.h"

int main(int argc, char **argv)
{
    return core_run(argc, argv);
}
