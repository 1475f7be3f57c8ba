// A domain from outside the built-in list (modules/module_list.h): a test's, or a program's
// own that links the server library. Its folder and one line,
//
//   MANQALA_REGISTER_SERVER_MODULE(my_domain::kModule)
//
// in one of its .cpp files add it to the server's domains when the program starts, after the
// built-in ones: from then on every server of the program migrates its tables, answers its
// routes and sockets, and delivers it the events it subscribes to. Link that file's object
// itself (not a static archive the linker may leave out).
#pragma once

#include "server/modules/modules.h"

#define MANQALA_REGISTER_SERVER_MODULE_NAMED(entry, line) \
  [[maybe_unused]] static const bool manqala_server_module_##line = ::manqala::add_server_module(entry);
#define MANQALA_REGISTER_SERVER_MODULE_AT(entry, line) MANQALA_REGISTER_SERVER_MODULE_NAMED(entry, line)
#define MANQALA_REGISTER_SERVER_MODULE(entry) MANQALA_REGISTER_SERVER_MODULE_AT(entry, __LINE__)
