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

/// Which addresses a transfer may connect to: any, or only those on the public internet
/// (`curl_transfer_public`), or those and private and loopback networks as well
/// (`curl_transfer_public_and_private`). Link-local addresses (169.254.0.0/16, fe80::/10,
/// where clouds answer their metadata), unspecified and multicast ones are refused by both
/// restrictions. The check is made on every connection libcurl opens, after its own DNS
/// lookup and after each redirect, so neither can lead elsewhere.
typedef enum {
    curl_transfer_anywhere = 0,
    curl_transfer_public,
    curl_transfer_public_and_private,
} curl_transfer_reach;

/// Restricts the addresses the transfer may connect to; a refused one ends it as
/// `curl_transfer_unreachable`, with the address in `curl_transfer_error`.
void curl_transfer_set_reach(curl_transfer *transfer, curl_transfer_reach reach);

/// Whether `reach` refuses `host` when it is a numeric address, in any form the resolver takes
/// (`127.1`, `2130706433`, `0x7f000001`, `::ffff:127.0.0.1`): 1, with the same words a refused
/// connection gives in `message`, when it does; 0 when it allows it or `host` is a name,
/// which only a connection can check. Needs no libcurl.
int curl_transfer_refuses_numeric_host(const char *host, curl_transfer_reach reach, char *message, size_t size);

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
