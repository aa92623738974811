/* Looking up the atlas's images by name. */
#include "image.h"

#include <string.h>

const AtlasImage *image_find(const char *name)
{
    /* A few dozen images: a linear scan costs less than keeping a sorted index. */
    for (uint16_t i = 0; i < atlas_image_count; i++)
        if (strcmp(atlas_images[i].name, name) == 0)
            return &atlas_images[i];
    return NULL;
}
