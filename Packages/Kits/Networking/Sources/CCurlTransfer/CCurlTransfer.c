#include "CCurlTransfer.h"

// The older protocol option below is the fallback for a libcurl before 7.85, not a choice.
#define CURL_DISABLE_DEPRECATION
#include <curl/curl.h>
#include <arpa/inet.h>
#include <dlfcn.h>
#include <netdb.h>
#include <netinet/in.h>
#include <stdint.h>
#include <sys/socket.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// libcurl's entry points, resolved once by `load_library`. Only the header is used at build
// time (for types and option numbers, which libcurl keeps stable); nothing links libcurl.
static struct {
    CURLcode (*global_init)(long);
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_perform)(CURL *);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    void (*easy_cleanup)(CURL *);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
    char load_error[512];
    int loaded;
} library;

static pthread_once_t library_once = PTHREAD_ONCE_INIT;

static void load_library(void) {
#if defined(__APPLE__)
    static const char *const names[] = {"libcurl.4.dylib", "/usr/lib/libcurl.4.dylib"};
#else
    static const char *const names[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so"};
#endif
    void *handle = NULL;
    size_t written = 0;
    for (size_t index = 0; index < sizeof names / sizeof names[0] && handle == NULL; index++) {
        handle = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
        if (handle == NULL && written < sizeof library.load_error) {
            const char *reason = dlerror();
            int count = snprintf(library.load_error + written, sizeof library.load_error - written, "%s%s",
                                 written == 0 ? "" : "; ", reason != NULL ? reason : names[index]);
            if (count > 0) written += (size_t)count;
        }
    }
    if (handle == NULL) return;
    library.global_init = (CURLcode (*)(long))dlsym(handle, "curl_global_init");
    library.easy_init = (CURL * (*)(void)) dlsym(handle, "curl_easy_init");
    library.easy_setopt = (CURLcode (*)(CURL *, CURLoption, ...))dlsym(handle, "curl_easy_setopt");
    library.easy_perform = (CURLcode (*)(CURL *))dlsym(handle, "curl_easy_perform");
    library.easy_getinfo = (CURLcode (*)(CURL *, CURLINFO, ...))dlsym(handle, "curl_easy_getinfo");
    library.easy_cleanup = (void (*)(CURL *))dlsym(handle, "curl_easy_cleanup");
    library.slist_append = (struct curl_slist * (*)(struct curl_slist *, const char *)) dlsym(handle, "curl_slist_append");
    library.slist_free_all = (void (*)(struct curl_slist *))dlsym(handle, "curl_slist_free_all");
    if (!library.global_init || !library.easy_init || !library.easy_setopt || !library.easy_perform || !library.easy_getinfo ||
        !library.easy_cleanup || !library.slist_append || !library.slist_free_all) {
        snprintf(library.load_error, sizeof library.load_error, "the libcurl found lacks functions this client calls");
        return;
    }
    if (library.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
        snprintf(library.load_error, sizeof library.load_error, "libcurl could not initialise");
        return;
    }
    library.loaded = 1;
}

/// A growable byte buffer; `limit` of 0 means no limit.
typedef struct {
    char *bytes;
    size_t length;
    size_t capacity;
    size_t limit;
    int overflowed;
} buffer;

static int buffer_append(buffer *target, const char *bytes, size_t count) {
    if (target->limit != 0 && target->length + count > target->limit) {
        target->overflowed = 1;
        return 0;
    }
    if (target->length + count + 1 > target->capacity) {
        size_t capacity = target->capacity == 0 ? 4096 : target->capacity;
        while (capacity < target->length + count + 1) capacity *= 2;
        char *grown = realloc(target->bytes, capacity);
        if (grown == NULL) return 0;
        target->bytes = grown;
        target->capacity = capacity;
    }
    memcpy(target->bytes + target->length, bytes, count);
    target->length += count;
    target->bytes[target->length] = '\0';
    return 1;
}

// A network of an outbound policy: an address family, its bytes and a prefix length.
typedef struct {
    int family;
    uint8_t bytes[16];
    int prefix;
} network;

enum { most_networks = 64 };

struct curl_transfer {
    /// Whether connections are checked against the rules below.
    int restricted;
    /// Whether the request's host is one the operator listed by name.
    int host_listed;
    network allowed[most_networks];
    size_t allowed_count;
    /// The class of the address a connection refused; -1 for none.
    int refused_class;
    char **header_lines;
    size_t header_count;
    /// The request body, a copy; NULL for none.
    char *request_body;
    size_t request_body_length;
    buffer body;
    buffer headers;
    long status;
    atomic_int cancelled;
    char error[CURL_ERROR_SIZE + 64];
};

curl_transfer *curl_transfer_create(void) {
    curl_transfer *transfer = calloc(1, sizeof *transfer);
    if (transfer != NULL) atomic_init(&transfer->cancelled, 0);
    return transfer;
}

int curl_transfer_set_body(curl_transfer *transfer, const void *bytes, size_t length) {
    char *copy = malloc(length > 0 ? length : 1);
    if (copy == NULL) return 0;
    if (length > 0 && bytes != NULL) memcpy(copy, bytes, length);
    free(transfer->request_body);
    transfer->request_body = copy;
    transfer->request_body_length = length;
    return 1;
}

int curl_transfer_add_header(curl_transfer *transfer, const char *line) {
    char *copy = strdup(line);
    if (copy == NULL) return 0;
    char **grown = realloc(transfer->header_lines, (transfer->header_count + 1) * sizeof *grown);
    if (grown == NULL) {
        free(copy);
        return 0;
    }
    grown[transfer->header_count++] = copy;
    transfer->header_lines = grown;
    return 1;
}

static int address_class(const struct sockaddr *address);

// The class of the IPv4 address in `bytes` (four, in network order): what an IPv6 address that
// carries one (mapped, compatible, NAT64, 6to4) reaches.
static int embedded_class(const uint8_t *bytes) {
    struct sockaddr_in embedded = {.sin_family = AF_INET};
    memcpy(&embedded.sin_addr, bytes, 4);
    return address_class((const struct sockaddr *)&embedded);
}

// What an address is (`curl_transfer_address`).
static int address_class(const struct sockaddr *address) {
    if (address->sa_family == AF_INET) {
        uint32_t ip = ntohl(((const struct sockaddr_in *)address)->sin_addr.s_addr);
        if ((ip >> 16) == 0xA9FE) return 2;                                  // 169.254.0.0/16, link-local and metadata
        if ((ip >> 24) == 0 || (ip >> 28) == 0xE || (ip >> 28) == 0xF) return 2; // 0/8, multicast, reserved
        if ((ip >> 8) == 0xC00000) return 2;                                  // 192.0.0.0/24, IETF protocol assignments
        if ((ip >> 24) == 127) return 3;                                     // loopback
        if ((ip >> 24) == 10) return 1;                                      // 10/8
        if ((ip >> 20) == 0xAC1 || (ip >> 16) == 0xC0A8) return 1;           // 172.16/12, 192.168/16
        if ((ip >> 22) == (100u << 2 | 1)) return 1;                          // 100.64/10, shared address space
        if ((ip >> 17) == (0xC612u >> 1)) return 1;                           // 198.18/15, benchmarking, used as private
        return 0;
    }
    if (address->sa_family == AF_INET6) {
        const struct in6_addr *ip = &((const struct sockaddr_in6 *)address)->sin6_addr;
        const uint8_t *bytes = ip->s6_addr;
        static const uint8_t zeros[12] = {0};
        if (IN6_IS_ADDR_V4MAPPED(ip)) return embedded_class(bytes + 12);    // ::ffff:a.b.c.d
        if (IN6_IS_ADDR_UNSPECIFIED(ip) || IN6_IS_ADDR_MULTICAST(ip) || IN6_IS_ADDR_LINKLOCAL(ip)) return 2;
        if (IN6_IS_ADDR_LOOPBACK(ip)) return 3;                              // ::1
        if (memcmp(bytes, zeros, 12) == 0) return embedded_class(bytes + 12); // ::a.b.c.d, the old compatible form
        // 64:ff9b::/96 (NAT64) and 64:ff9b:1::/48 (local NAT64): the IPv4 address they reach.
        static const uint8_t nat64[12] = {0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0};
        if (memcmp(bytes, nat64, 12) == 0) return embedded_class(bytes + 12);
        if (memcmp(bytes, nat64, 4) == 0 && bytes[4] == 0 && bytes[5] == 1) {
            // A /48 prefix carries the IPv4 address around its u octet (RFC 6052): bytes 6, 7,
            // 9 and 10. The translator is the network's own, so what it reaches is private at
            // least.
            const uint8_t inner[4] = {bytes[6], bytes[7], bytes[9], bytes[10]};
            int class = embedded_class(inner);
            return class == 0 ? 1 : class;
        }
        if (bytes[0] == 0x20 && bytes[1] == 0x02) return embedded_class(bytes + 2); // 2002::/16, 6to4
        // fd00:ec2::254, a cloud's metadata service on IPv6.
        static const uint8_t metadata[16] = {0xfd, 0x00, 0x0e, 0xc2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x02, 0x54};
        if (memcmp(bytes, metadata, 16) == 0) return 2;
        if ((bytes[0] & 0xFE) == 0xFC) return 1;                             // fc00::/7, unique local
        if (bytes[0] == 0xFE && (bytes[1] & 0xC0) == 0xC0) return 1;         // fec0::/10, the old site-local
        return 0;
    }
    return 2;
}

// The IPv4 address an IPv6 one carries where the network delivers to it (mapped or compatible);
// NULL for none.
static const uint8_t *carried_ipv4(const struct in6_addr *ip) {
    static const uint8_t zeros[12] = {0};
    if (IN6_IS_ADDR_V4MAPPED(ip) || (memcmp(ip->s6_addr, zeros, 12) == 0 && !IN6_IS_ADDR_UNSPECIFIED(ip) && !IN6_IS_ADDR_LOOPBACK(ip))) {
        return ip->s6_addr + 12;
    }
    return NULL;
}

// Whether the first `prefix` bits of `bytes` are those of `allowed`.
static int prefix_matches(const uint8_t *bytes, const network *allowed) {
    int whole = allowed->prefix / 8, rest = allowed->prefix % 8;
    if (memcmp(bytes, allowed->bytes, (size_t)whole) != 0) return 0;
    if (rest == 0) return 1;
    uint8_t mask = (uint8_t)(0xFF << (8 - rest));
    return (bytes[whole] & mask) == (allowed->bytes[whole] & mask);
}

// Whether `address` is in one of `count` networks of `allowed`.
static int listed(const struct sockaddr *address, const network *allowed, size_t count) {
    const uint8_t *v4 = NULL, *v6 = NULL;
    if (address->sa_family == AF_INET) {
        v4 = (const uint8_t *)&((const struct sockaddr_in *)address)->sin_addr;
    } else if (address->sa_family == AF_INET6) {
        const struct in6_addr *ip = &((const struct sockaddr_in6 *)address)->sin6_addr;
        v6 = ip->s6_addr;
        v4 = carried_ipv4(ip);
    }
    for (size_t index = 0; index < count; index++) {
        if (allowed[index].family == AF_INET && v4 != NULL && prefix_matches(v4, &allowed[index])) return 1;
        if (allowed[index].family == AF_INET6 && v6 != NULL && prefix_matches(v6, &allowed[index])) return 1;
    }
    return 0;
}

// The class of `address` when the rules refuse it, else 0: the one rule that both a connection
// and a check before one apply. Public addresses pass; never-reached ones never do; a private
// one passes in a listed network or for a listed host; a loopback one only in a listed network.
static int refusal_of(const struct sockaddr *address, const network *allowed, size_t count, int host_listed) {
    int class = address_class(address);
    if (class == 0 || class == 2) return class;
    if (listed(address, allowed, count)) return 0;
    if (class == 1 && host_listed) return 0;
    return class;
}

// Reads one network (`10.0.0.0/8`, `fd00::/8`, `192.168.1.20`) of `length` bytes at `text`.
static int read_network(const char *text, size_t length, network *read) {
    char copy[INET6_ADDRSTRLEN + 8];
    if (length == 0 || length >= sizeof copy) return 0;
    memcpy(copy, text, length);
    copy[length] = '\0';
    char *slash = strchr(copy, '/');
    if (slash != NULL) *slash = '\0';
    memset(read, 0, sizeof *read);
    if (inet_pton(AF_INET, copy, read->bytes) == 1) {
        read->family = AF_INET, read->prefix = 32;
    } else if (inet_pton(AF_INET6, copy, read->bytes) == 1) {
        read->family = AF_INET6, read->prefix = 128;
    } else {
        return 0;
    }
    if (slash != NULL) {
        char *end = NULL;
        long prefix = strtol(slash + 1, &end, 10);
        if (end == slash + 1 || *end != '\0' || prefix < 0 || prefix > read->prefix) return 0;
        read->prefix = (int)prefix;
    }
    return 1;
}

// Reads a comma-separated list of networks into `allowed`; 0 when one cannot be read or there
// are too many.
static int read_networks(const char *text, network *allowed, size_t *count) {
    *count = 0;
    while (*text != '\0') {
        const char *comma = strchr(text, ',');
        size_t length = comma != NULL ? (size_t)(comma - text) : strlen(text);
        if (length > 0) {
            if (*count == most_networks || !read_network(text, length, &allowed[*count])) return 0;
            (*count)++;
        }
        text += length + (comma != NULL ? 1 : 0);
    }
    return 1;
}

int curl_transfer_network_is_valid(const char *text) {
    network read;
    return read_network(text, strlen(text), &read);
}

int curl_transfer_restrict(curl_transfer *transfer, const char *networks, int host_listed) {
    transfer->restricted = 1;
    transfer->host_listed = host_listed;
    return read_networks(networks, transfer->allowed, &transfer->allowed_count);
}

int curl_transfer_refused(const curl_transfer *transfer) {
    return transfer->refused_class;
}

int curl_transfer_numeric_host_refusal(const char *host, const char *networks, int host_listed) {
    network allowed[most_networks];
    size_t count = 0;
    if (!read_networks(networks, allowed, &count)) count = 0;
    struct addrinfo hints = {.ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM, .ai_flags = AI_NUMERICHOST};
    struct addrinfo *found = NULL;
    if (getaddrinfo(host, NULL, &hints, &found) != 0) return -1;
    int refused = 0;
    for (struct addrinfo *each = found; each != NULL && refused == 0; each = each->ai_next) {
        refused = refusal_of(each->ai_addr, allowed, count, host_listed);
    }
    freeaddrinfo(found);
    return refused;
}

// libcurl's socket opener, checking the address first (CURLOPT_OPENSOCKETFUNCTION).
static curl_socket_t open_checked_socket(void *context, curlsocktype purpose, struct curl_sockaddr *address) {
    (void)purpose;
    curl_transfer *transfer = context;
    int refused = refusal_of(&address->addr, transfer->allowed, transfer->allowed_count, transfer->host_listed);
    if (refused != 0) {
        transfer->refused_class = refused;
        return CURL_SOCKET_BAD;
    }
    return socket(address->family, address->socktype, address->protocol);
}

static size_t receive_body(char *bytes, size_t size, size_t count, void *context) {
    curl_transfer *transfer = context;
    return buffer_append(&transfer->body, bytes, size * count) ? size * count : 0;
}

static size_t receive_header(char *bytes, size_t size, size_t count, void *context) {
    curl_transfer *transfer = context;
    // A status line starts a response: after a redirect or a 100 Continue, keep only the last one's headers.
    if (size * count >= 5 && memcmp(bytes, "HTTP/", 5) == 0) transfer->headers.length = 0;
    return buffer_append(&transfer->headers, bytes, size * count) ? size * count : 0;
}

static int report_progress(void *context, curl_off_t total_down, curl_off_t now_down, curl_off_t total_up, curl_off_t now_up) {
    (void)total_down, (void)now_down, (void)total_up, (void)now_up;
    curl_transfer *transfer = context;
    return atomic_load(&transfer->cancelled) ? 1 : 0;
}

static curl_transfer_outcome outcome_of(CURLcode code, curl_transfer *transfer) {
    switch (code) {
    case CURLE_OK:
        return curl_transfer_completed;
    case CURLE_OPERATION_TIMEDOUT:
        return curl_transfer_timed_out;
    case CURLE_COULDNT_RESOLVE_HOST:
    case CURLE_COULDNT_RESOLVE_PROXY:
    case CURLE_COULDNT_CONNECT:
        return curl_transfer_unreachable;
    case CURLE_ABORTED_BY_CALLBACK:
        return curl_transfer_cancelled;
    case CURLE_WRITE_ERROR:
        return transfer->body.overflowed ? curl_transfer_body_too_large : curl_transfer_failed;
    default:
        return curl_transfer_failed;
    }
}

curl_transfer_outcome curl_transfer_perform(curl_transfer *transfer, const char *method, const char *url,
                                            long timeout_ms, size_t max_body_bytes) {
    pthread_once(&library_once, load_library);
    if (!library.loaded) {
        snprintf(transfer->error, sizeof transfer->error, "%s", library.load_error);
        return curl_transfer_library_missing;
    }
    struct curl_slist *headers = NULL;
    for (size_t index = 0; index < transfer->header_count; index++) {
        struct curl_slist *appended = library.slist_append(headers, transfer->header_lines[index]);
        if (appended == NULL) {
            library.slist_free_all(headers);
            snprintf(transfer->error, sizeof transfer->error, "out of memory");
            return curl_transfer_failed;
        }
        headers = appended;
    }
    CURL *handle = library.easy_init();
    if (handle == NULL) {
        library.slist_free_all(headers);
        snprintf(transfer->error, sizeof transfer->error, "libcurl could not start a transfer");
        return curl_transfer_failed;
    }
    transfer->body.length = 0;
    transfer->body.overflowed = 0;
    transfer->body.limit = max_body_bytes;
    transfer->headers.length = 0;
    transfer->error[0] = '\0';

    // Only http and https, also after a redirect. CURLOPT_PROTOCOLS_STR came in libcurl 7.85;
    // an older library refuses it, and gets the older bitmask option instead.
    CURLcode restricted = CURLE_UNKNOWN_OPTION;
#if LIBCURL_VERSION_NUM >= 0x075500
    restricted = library.easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https");
    if (restricted == CURLE_OK) restricted = library.easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
#endif
    if (restricted != CURLE_OK) {
        long protocols = CURLPROTO_HTTP | CURLPROTO_HTTPS;
        restricted = library.easy_setopt(handle, CURLOPT_PROTOCOLS, protocols);
        if (restricted == CURLE_OK) restricted = library.easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS, protocols);
    }
    CURLcode addressed = library.easy_setopt(handle, CURLOPT_URL, url);
    if (restricted != CURLE_OK || addressed != CURLE_OK) {
        library.easy_cleanup(handle);
        library.slist_free_all(headers);
        snprintf(transfer->error, sizeof transfer->error, "libcurl refused the request's address or protocols (error %d)",
                 (int)(addressed != CURLE_OK ? addressed : restricted));
        return curl_transfer_failed;
    }
    if (strcmp(method, "GET") == 0) {
        library.easy_setopt(handle, CURLOPT_HTTPGET, 1L);
    } else if (strcmp(method, "HEAD") == 0) {
        library.easy_setopt(handle, CURLOPT_NOBODY, 1L);
    } else {
        library.easy_setopt(handle, CURLOPT_CUSTOMREQUEST, method);
    }
    if (transfer->request_body != NULL) {
        // The size first: with it, the body may hold any bytes, NUL included.
        library.easy_setopt(handle, CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)transfer->request_body_length);
        library.easy_setopt(handle, CURLOPT_POSTFIELDS, transfer->request_body);
    }
    library.easy_setopt(handle, CURLOPT_HTTPHEADER, headers);
    library.easy_setopt(handle, CURLOPT_TIMEOUT_MS, timeout_ms);
    library.easy_setopt(handle, CURLOPT_CONNECTTIMEOUT_MS, timeout_ms);
    library.easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);
    // Redirects are the caller's to follow: each hop's host is checked against the policy,
    // and the caller's own headers are not carried to another host.
    library.easy_setopt(handle, CURLOPT_FOLLOWLOCATION, 0L);
    library.easy_setopt(handle, CURLOPT_ACCEPT_ENCODING, "");
    library.easy_setopt(handle, CURLOPT_ERRORBUFFER, transfer->error);
    library.easy_setopt(handle, CURLOPT_WRITEFUNCTION, receive_body);
    library.easy_setopt(handle, CURLOPT_WRITEDATA, transfer);
    library.easy_setopt(handle, CURLOPT_HEADERFUNCTION, receive_header);
    library.easy_setopt(handle, CURLOPT_HEADERDATA, transfer);
    library.easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, report_progress);
    library.easy_setopt(handle, CURLOPT_XFERINFODATA, transfer);
    library.easy_setopt(handle, CURLOPT_NOPROGRESS, 0L);
    transfer->refused_class = -1;
    if (transfer->restricted) {
        library.easy_setopt(handle, CURLOPT_OPENSOCKETFUNCTION, open_checked_socket);
        library.easy_setopt(handle, CURLOPT_OPENSOCKETDATA, transfer);
        // An empty proxy turns off http_proxy, HTTPS_PROXY and ALL_PROXY: through a proxy, the
        // check above would see the proxy's address, not the one the user gave.
        library.easy_setopt(handle, CURLOPT_PROXY, "");
    }

    CURLcode code = library.easy_perform(handle);
    if (code == CURLE_OK) library.easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &transfer->status);
    library.easy_cleanup(handle);
    library.slist_free_all(headers);
    if (code != CURLE_OK && transfer->refused_class > 0) return curl_transfer_unreachable;
    if (code != CURLE_OK && transfer->error[0] == '\0') {
        snprintf(transfer->error, sizeof transfer->error, "libcurl error %d", (int)code);
    }
    return outcome_of(code, transfer);
}

void curl_transfer_cancel(curl_transfer *transfer) {
    atomic_store(&transfer->cancelled, 1);
}

long curl_transfer_status(const curl_transfer *transfer) {
    return transfer->status;
}

const char *curl_transfer_body(const curl_transfer *transfer, size_t *length) {
    *length = transfer->body.length;
    return transfer->body.bytes != NULL ? transfer->body.bytes : "";
}

const char *curl_transfer_headers(const curl_transfer *transfer, size_t *length) {
    *length = transfer->headers.length;
    return transfer->headers.bytes != NULL ? transfer->headers.bytes : "";
}

const char *curl_transfer_error(const curl_transfer *transfer) {
    return transfer->error;
}

void curl_transfer_free(curl_transfer *transfer) {
    if (transfer == NULL) return;
    for (size_t index = 0; index < transfer->header_count; index++) free(transfer->header_lines[index]);
    free(transfer->header_lines);
    free(transfer->request_body);
    free(transfer->body.bytes);
    free(transfer->headers.bytes);
    free(transfer);
}
