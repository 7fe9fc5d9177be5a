// PulseAudio's simple API for Swift (Debian's libpulse-dev): the TYPES only. Nothing is linked: the
// game loads libpulse-simple.so.0 at run time with dlopen, so a machine without it still starts and
// rings the terminal bell instead. The function pointer types below are what dlsym's results are cast to.
#include <stddef.h>
#include <stdint.h>
#include <pulse/simple.h>
#include <pulse/error.h>

typedef pa_simple *(*guess_pa_simple_new_t)(
    const char *server, const char *name, pa_stream_direction_t dir, const char *dev,
    const char *stream_name, const pa_sample_spec *ss, const pa_channel_map *map,
    const pa_buffer_attr *attr, int *error);
typedef int (*guess_pa_simple_write_t)(pa_simple *s, const void *data, size_t bytes, int *error);
typedef int (*guess_pa_simple_drain_t)(pa_simple *s, int *error);
typedef void (*guess_pa_simple_free_t)(pa_simple *s);
typedef const char *(*guess_pa_strerror_t)(int error);
