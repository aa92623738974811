/* Screenshots: the framebuffer written as an uncompressed 24-bit BMP. */
#include "bmp.h"

#include "bytes.h"

#define BMP_HEADER_BYTES 54

bool bmp_write(FILE *file, const uint8_t *rgba, int width, int height)
{
    uint32_t row_bytes = ((uint32_t)width * 3 + 3) & ~3u;
    uint32_t image_bytes = row_bytes * (uint32_t)height;
    uint8_t header[BMP_HEADER_BYTES] = {'B', 'M'};
    bytes_put32(header + 2, BMP_HEADER_BYTES + image_bytes);
    bytes_put32(header + 10, BMP_HEADER_BYTES);
    bytes_put32(header + 14, 40); /* BITMAPINFOHEADER */
    bytes_put32(header + 18, (uint32_t)width);
    bytes_put32(header + 22, (uint32_t)height); /* positive: rows bottom to top */
    bytes_put16(header + 26, 1);
    bytes_put16(header + 28, 24);
    bytes_put32(header + 34, image_bytes);
    bytes_put32(header + 38, 2835); /* 72 dpi */
    bytes_put32(header + 42, 2835);
    if (fwrite(header, 1, sizeof header, file) != sizeof header)
        return false;
    uint8_t row[4096 * 3 + 4] = {0};
    if (row_bytes > sizeof row)
        return false;
    for (int y = height - 1; y >= 0; y--) {
        const uint8_t *source = rgba + (size_t)y * (size_t)width * 4;
        for (int x = 0; x < width; x++) {
            row[x * 3 + 0] = source[x * 4 + 2];
            row[x * 3 + 1] = source[x * 4 + 1];
            row[x * 3 + 2] = source[x * 4 + 0];
        }
        if (fwrite(row, 1, row_bytes, file) != row_bytes)
            return false;
    }
    return fflush(file) == 0;
}
