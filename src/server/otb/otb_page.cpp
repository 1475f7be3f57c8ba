// What readers of an over-the-board tournament get (otb_routes.h): its view, built once for
// each state of the tournament and kept (common/view_cache.h), with its ETag; the director's
// with the log and the pairing under way; the crosstable by pages.
#include "server/common/http_cache.h"
#include "server/db/utc_time.h"
#include "server/otb/otb_routes.h"
#include "server/otb/otb_view.h"

namespace manqala::otb {

using nlohmann::json;

void OtbRoutes::answer_view(const HttpRequest& req, const OtbData& d, bool director, const Respond& respond) {
  const std::string id = d.t.id;
  auto ready = [this, req, id, t = d.t, director, respond](ViewCache::View view, std::exception_ptr failure) {
    if (!view) return respond(error_of(failure));
    if (!director) return respond(revalidated(req, view->text));
    json mine = view->json;
    directed(mine, t, store_->log(id));
    const auto run = pairing_of(id);
    mine["pairing"] = run ? pairing_json(*run) : json(nullptr);
    respond(revalidated(req, mine.dump()));
  };
  views_.get("view " + id, digest_of(d), req.client, [d] { return tournament_json(d); }, ready);
}

void OtbRoutes::crosstable(const HttpRequest& req, const Target& t, const OtbData& d, const Respond& respond) {
  const int offset = int_param(t.query, "offset", 0, 0, 100000);
  const int limit = int_param(t.query, "limit", kCrosstablePage, 1, kCrosstablePage);
  views_.get("crosstable " + d.t.id, digest_of(d), req.client, [d] { return crosstable_json(d); },
             [req, respond, offset, limit](ViewCache::View rows, std::exception_ptr failure) {
               if (!rows) return respond(error_of(failure));
               const json& all = rows->json;
               json page = json::array();
               for (size_t i = static_cast<size_t>(offset); i < all.size() && page.size() < static_cast<size_t>(limit); ++i)
                 page.push_back(all[i]);
               respond(revalidated(req, json({{"rows", page}, {"offset", offset}, {"total", all.size()}}).dump()));
             });
}

void OtbRoutes::tiebreaks(const HttpRequest& req, const OtbData& d, const Respond& respond) {
  views_.get("tiebreaks " + d.t.id, digest_of(d), req.client, [d] { return breakdown_json(d); },
             [req, respond](ViewCache::View view, std::exception_ptr failure) {
               if (!view) return respond(error_of(failure));
               respond(revalidated(req, view->text));
             });
}

json OtbRoutes::pairing_json(const PairingRun& run) {
  return {{"round", run.round}, {"since", run.since}, {"state", run.state}, {"error", run.error}, {"code", run.code}};
}

std::optional<OtbRoutes::PairingRun> OtbRoutes::pairing_of(const std::string& id) {
  std::lock_guard lock(pairings_mu_);
  const auto it = pairings_.find(id);
  if (it == pairings_.end()) return std::nullopt;
  return it->second;
}

void OtbRoutes::pairing_done(const std::string& id, const std::string& code, const std::string& error) {
  std::lock_guard lock(pairings_mu_);
  if (code.empty()) {
    pairings_.erase(id);
    return;
  }
  auto& run = pairings_[id];
  run.state = "failed";
  run.error = error;
  run.code = code;
}

}  // namespace manqala::otb
