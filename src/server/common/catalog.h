// The page's message catalogs (web/i18n/<language>.json, compiled into the binary; see
// docs/languages.md), for the few words the server writes for people itself: the standings
// CSV's header row. Everything else the server sends is codes and values, which the page puts
// into words; the engine protocol, the record format and the terminal stay English (they are
// for programs, or beside them).
#pragma once

#include <string>

#include "server/http/message.h"

namespace manqala {

// The language to answer `req` in: ?lang=<code> when the server has that catalog, else the
// first language of Accept-Language it has, else English.
std::string request_language(const HttpRequest& req);

// The message `key` of the catalog of `language`, or English's when that lacks it; "" when
// neither has it. Plural forms are the page's business: these are plain strings.
std::string catalog_message(const std::string& language, const std::string& key);

}  // namespace manqala
