/* What the headless run mixed, written as a 16-bit stereo WAV file (see wav.h). */
#include "wav.h"

#include "bytes.h"

#define WAV_HEADER_BYTES 44
#define WAV_CHANNELS 2
/* RIFF sizes are 32 bits: stop writing before they would overflow (over six hours at 48 kHz). */
#define WAV_MAX_FRAMES (((uint32_t)0xFFFFFFFF - WAV_HEADER_BYTES) / (WAV_CHANNELS * 2))

static bool wav_header(FILE *file, uint32_t rate, uint32_t frames)
{
    uint32_t data_bytes = frames * WAV_CHANNELS * 2;
    uint8_t header[WAV_HEADER_BYTES] = {'R', 'I', 'F', 'F', 0, 0, 0, 0, 'W', 'A', 'V', 'E', 'f', 'm', 't', ' '};
    bytes_put32(header + 4, WAV_HEADER_BYTES - 8 + data_bytes);
    bytes_put32(header + 16, 16);
    bytes_put16(header + 20, 1); /* PCM */
    bytes_put16(header + 22, WAV_CHANNELS);
    bytes_put32(header + 24, rate);
    bytes_put32(header + 28, rate * WAV_CHANNELS * 2);
    bytes_put16(header + 32, WAV_CHANNELS * 2);
    bytes_put16(header + 34, 16);
    header[36] = 'd';
    header[37] = 'a';
    header[38] = 't';
    header[39] = 'a';
    bytes_put32(header + 40, data_bytes);
    return fwrite(header, 1, sizeof header, file) == sizeof header;
}

bool wav_open(WavWriter *wav, const char *path, uint32_t rate)
{
    wav->rate = rate;
    wav->frames = 0;
    wav->failed = false;
    wav->file = fopen(path, "wb");
    if (wav->file == NULL) {
        perror(path);
        return false;
    }
    /* written again with the sizes once the run is over */
    if (!wav_header(wav->file, rate, 0)) {
        perror(path);
        fclose(wav->file);
        wav->file = NULL;
        return false;
    }
    return true;
}

void wav_write(WavWriter *wav, const int16_t *samples, size_t frames)
{
    if (wav->file == NULL || wav->failed)
        return;
    if (frames > WAV_MAX_FRAMES - wav->frames) {
        wav->failed = true;
        return;
    }
    uint8_t bytes[2 * WAV_CHANNELS * 256];
    while (frames > 0) {
        size_t count = frames < 256 ? frames : 256;
        for (size_t i = 0; i < count * WAV_CHANNELS; i++)
            bytes_put16(bytes + 2 * i, (uint16_t)samples[i]);
        if (fwrite(bytes, 1, count * WAV_CHANNELS * 2, wav->file) != count * WAV_CHANNELS * 2) {
            wav->failed = true;
            return;
        }
        wav->frames += (uint32_t)count;
        samples += count * WAV_CHANNELS;
        frames -= count;
    }
}

bool wav_close(WavWriter *wav)
{
    if (wav->file == NULL)
        return false;
    bool written = !wav->failed && fseek(wav->file, 0, SEEK_SET) == 0 && wav_header(wav->file, wav->rate, wav->frames);
    written = fclose(wav->file) == 0 && written;
    wav->file = NULL;
    return written;
}
