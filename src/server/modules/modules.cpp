#include "server/modules/modules.h"

#include <mutex>
#include <stdexcept>
#include <string>

#include "server/modules/module_list.h"

namespace manqala {

#define MANQALA_DECLARE_MODULE(folder) \
  namespace folder {                   \
  extern const ModuleEntry kModule;    \
  }
MANQALA_FOR_EACH_SERVER_MODULE(MANQALA_DECLARE_MODULE)
#undef MANQALA_DECLARE_MODULE

namespace {

struct Registry {
  std::mutex mutex;
  bool read = false;  // once read, the list is fixed: servers made so far walk it unlocked
  std::vector<const ModuleEntry*> entries = {
#define MANQALA_LIST_MODULE(folder) &folder::kModule,
      MANQALA_FOR_EACH_SERVER_MODULE(MANQALA_LIST_MODULE)
#undef MANQALA_LIST_MODULE
  };
};

Registry& registry() {
  static Registry r;
  return r;
}

}  // namespace

std::span<const ModuleEntry* const> server_modules() {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  r.read = true;
  return r.entries;
}

bool add_server_module(const ModuleEntry& entry) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  if (r.read) throw std::logic_error("server module " + std::string(entry.name) + " registered after the server started");
  for (const ModuleEntry* e : r.entries)
    if (e->name == entry.name) throw std::logic_error("two server modules are named " + std::string(entry.name));
  r.entries.push_back(&entry);
  return true;
}

}  // namespace manqala
