#ifndef WATCHLIST_CCURLTRANSFER_H
#define WATCHLIST_CCURLTRANSFER_H

#include <stddef.h>

#pragma clang assume_nonnull begin

/// One HTTP transfer through libcurl, which is loaded with dlopen on the first transfer
/// rather than linked: a command that never goes online never loads it, nor the TLS,
/// IDN and compression libraries it brings.
typedef struct curl_transfer curl_transfer;

/// How a transfer ended.
typedef enum {
    /// A response arrived; its status, headers and body are in the transfer.
    curl_transfer_completed = 0,
    /// libcurl could not be loaded; `curl_transfer_error` says why.
    curl_transfer_library_missing,
    /// Nothing arrived within the timeout.
    curl_transfer_timed_out,
    /// The host could not be resolved or the connection was refused.
    curl_transfer_unreachable,
    /// The body was larger than the limit given.
    curl_transfer_body_too_large,
    /// `curl_transfer_cancel` was called.
    curl_transfer_cancelled,
    /// Another failure; `curl_transfer_error` says which.
    curl_transfer_failed,
} curl_transfer_outcome;

/// A new transfer, or NULL when memory runs out. Free it with `curl_transfer_free`.
curl_transfer *_Nullable curl_transfer_create(void);

/// Sets the request body, copied; returns 0 when memory runs out. The method given to
/// `curl_transfer_perform` (POST, PUT) is the one sent.
int curl_transfer_set_body(curl_transfer *transfer, const void *_Nullable bytes, size_t length);

/// Adds a request header line such as `Authorization: Bearer …`; returns 0 when memory runs out.
int curl_transfer_add_header(curl_transfer *transfer, const char *line);

/// What an address is, to an outbound policy: reached always, on a private or loopback network
/// (reached only when the operator allows it), or never (link-local addresses, 169.254.0.0/16
/// and fe80::/10, where clouds answer their metadata; unspecified, multicast and reserved ones).
/// An IPv6 address that carries an IPv4 one (mapped, compatible, NAT64, 6to4) is what it carries.
typedef enum {
    curl_transfer_public_address = 0,
    curl_transfer_private_address,
    curl_transfer_never_address,
    curl_transfer_loopback_address,
} curl_transfer_address;

/// Restricts the addresses the transfer may connect to: public ones, those in `networks` (a
/// comma-separated list of networks such as `192.168.1.0/24,fd00::/8,127.0.0.1`, which may
/// be empty), and private ones (not loopback) when `host_listed` says the operator listed the
/// request's host by name. Never-reached addresses are refused whatever the lists say. The
/// check is made on every connection libcurl opens, after its own DNS lookup, and proxies from
/// the environment are not used, so neither can lead elsewhere. A refused address ends the
/// transfer as `curl_transfer_unreachable`, and `curl_transfer_refused` says what it was.
/// Returns 0 when a network cannot be read or there are more than 64.
int curl_transfer_restrict(curl_transfer *transfer, const char *networks, int host_listed);

/// What the refused address of a transfer that ended unreachable was; -1 when none was refused.
int curl_transfer_refused(const curl_transfer *transfer);

/// What `host` is when it is a numeric address, in any form the resolver takes (`127.1`,
/// `2130706433`, `0x7f000001`, `::ffff:127.0.0.1`), as a connection would find it: the first
/// of its addresses that the rules (`networks`, `host_listed`, as for `curl_transfer_restrict`)
/// refuse, else `curl_transfer_public_address`; -1 when `host` is a name, which only a
/// connection can check. Needs no libcurl.
int curl_transfer_numeric_host_refusal(const char *host, const char *networks, int host_listed);

/// Whether `network` reads as a network of the lists above (an address, or an address and a
/// prefix length): 1 or 0.
int curl_transfer_network_is_valid(const char *network);

/// Sends the request and waits for the whole response. Blocks; call it from one thread.
/// `timeout_ms` bounds the whole transfer, `max_body_bytes` the body kept.
curl_transfer_outcome curl_transfer_perform(curl_transfer *transfer, const char *method, const char *url,
                                            long timeout_ms, size_t max_body_bytes);

/// Asks a running `curl_transfer_perform` to stop; safe from any thread.
void curl_transfer_cancel(curl_transfer *transfer);

/// The response's status code, after `curl_transfer_completed`.
long curl_transfer_status(const curl_transfer *transfer);

/// The response body and its length in bytes.
const char *curl_transfer_body(const curl_transfer *transfer, size_t *length);

/// The final response's header lines, as received (`Name: value\r\n` each).
const char *curl_transfer_headers(const curl_transfer *transfer, size_t *length);

/// What went wrong, in libcurl's or the loader's words; empty when nothing did.
const char *curl_transfer_error(const curl_transfer *transfer);

/// Frees the transfer; it must not be running.
void curl_transfer_free(curl_transfer *transfer);
#pragma clang assume_nonnull end

#endif
