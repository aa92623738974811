/* Looking up the atlas's images by name. */
#ifndef SENET_IMAGE_H
#define SENET_IMAGE_H

#include "atlas.h"

/* The image called `name`, or NULL when the atlas has none. */
const AtlasImage *image_find(const char *name);

#endif
