#include "server/db/migrations.h"

#include <map>
#include <string>

#include "server/db/statement.h"

namespace manqala {

namespace {

// Each domain's version as schema_versions has it.
std::map<std::string, int> stored_versions(Connection* db) {
  std::map<std::string, int> out;
  Statement st(db, "SELECT domain, version FROM schema_versions");
  while (st.step()) out[st.text(0)] = static_cast<int>(st.number(1));
  return out;
}

// Each domain's version in an archive of the archive-wide version `archive` (0: a new file):
// the steps that version held.
std::map<std::string, int> legacy_versions(std::span<const DomainSchema> domains, int archive) {
  std::map<std::string, int> out;
  for (const DomainSchema& d : domains)
    for (const SchemaStep& step : d.steps) out[d.domain] += step.archive_version > 0 && step.archive_version <= archive;
  return out;
}

}  // namespace

void migrate(Database& db, std::span<const DomainSchema> domains) {
  db.locked([&](Connection* c) {
    Transaction t(c);
    c->lock_schema();
    const int archive = c->archive_version();
    if (archive > kDomainVersions)
      throw DatabaseError("the archive has schema version " + std::to_string(archive) + ", newer than this manqala (" +
                          std::to_string(kDomainVersions) + ")");
    auto have = archive == kDomainVersions ? stored_versions(c) : legacy_versions(domains, archive);
    bool behind = archive != kDomainVersions;
    for (const DomainSchema& d : domains) {
      const int v = have[d.domain], known = static_cast<int>(d.steps.size());
      if (v > known)
        throw DatabaseError("the archive's " + std::string(d.domain) + " tables have version " + std::to_string(v) +
                            ", newer than this manqala (" + std::to_string(known) + ")");
      behind |= v < known;
    }
    if (!behind) return;
    exec_sql(c, "CREATE TABLE IF NOT EXISTS schema_versions (domain TEXT PRIMARY KEY, version INTEGER NOT NULL)");
    for (const DomainSchema& d : domains) {
      for (auto k = static_cast<size_t>(have[d.domain]); k < d.steps.size(); ++k) {
        c->exec_schema(d.steps[k].sql);
        if (d.steps[k].rewrite) d.steps[k].rewrite(c);
      }
      Statement done(c,
                     "INSERT INTO schema_versions (domain, version) VALUES (?, ?) "
                     "ON CONFLICT (domain) DO UPDATE SET version = excluded.version");
      done.bind(1, std::string(d.domain)).bind(2, static_cast<int64_t>(d.steps.size())).run();
    }
    c->set_archive_version(kDomainVersions);
    t.commit();
  });
}

}  // namespace manqala
