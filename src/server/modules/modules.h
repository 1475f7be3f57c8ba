// Every domain of this server: the built-in ones of module_list.h, in its order, then those
// registered from outside (register_module.h), in the order they registered.
#pragma once

#include <span>
#include <vector>

#include "server/common/module.h"

namespace manqala {

std::span<const ModuleEntry* const> server_modules();
// Adds a domain after the others. Call it before the first server_modules() (at program start,
// as register_module.h does); throws std::logic_error later, or for a name already listed.
bool add_server_module(const ModuleEntry& entry);

}  // namespace manqala
