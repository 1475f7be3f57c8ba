#include "server/cluster/shared_cluster.h"

#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <ctime>
#include <thread>

#include "server/db/postgres_connection.h"
#include "server/db/statement.h"

namespace manqala::cluster {

namespace {

std::string now_utc() {
  const std::time_t t = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return text;
}

std::string host_name() {
  char name[256] = {};
  return ::gethostname(name, sizeof name - 1) == 0 ? name : "";
}

// The advisory lock classes of exclusive sections and of leases, apart from the servers'.
constexpr const char* kExclusiveClass = "hashtext('manqala-exclusive:' || current_schema())";
constexpr const char* kLeaseClass = "hashtext('manqala-lease:' || current_schema())";

}  // namespace

SharedCluster::SharedCluster(Database& db) : db_(db) {
  db_.locked([&](Connection* c) {
    Statement st(c, "INSERT INTO servers (host, pid, started) VALUES (?, ?, ?) RETURNING id");
    st.bind(1, host_name()).bind(2, static_cast<int64_t>(::getpid())).bind(3, now_utc());
    if (!st.step()) throw DatabaseError("archive: no number for this server");
    server_ = st.number(0);
    if (!c->hold_server_lock(server_)) throw DatabaseError("archive: server " + std::to_string(server_) + " is taken");
  });
}

SharedCluster::~SharedCluster() { listener_.reset(); }

void SharedCluster::listen() {
  listener_ = std::make_unique<NotificationListener>(db_.where(), [this](const std::string& p) { heard(p); });
  for (int i = 0; i < 100 && !listener_->listening(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(20));
}

void SharedCluster::heard(const std::string& payload) {
  const auto message = nlohmann::json::parse(payload, nullptr, false);
  if (!message.is_object() || message.value("from", int64_t{0}) == server_) return;  // its own
  const auto it = listeners_.find(message.value("topic", std::string()));
  if (it == listeners_.end()) return;
  try {
    it->second(message.value("body", nlohmann::json::object()));
  } catch (const std::exception& e) {
    std::fprintf(stderr, "manqala serve: after a message %s: %s\n", it->first.c_str(), e.what());
  }
}

// One statement: a new row, or a row handed over (no server), of a server no longer alive or
// this one's, made this one's. PostgreSQL locks the row for the update and looks at its newest
// version, so of two processes taking a dead one's game at once, the second sees the first's
// and does not take it. The running turn's start comes along only from a hand-over (kept when
// this server takes its own row again: adopt() takes before it loads).
bool SharedCluster::take(const std::string& game, std::optional<int64_t>* turn_from_ms) {
  return db_.locked([&](Connection* c) {
    Statement st(c, "INSERT INTO game_owners (game_id, server) VALUES (?1, ?2) ON CONFLICT (game_id) DO UPDATE "
                    "SET server = excluded.server, turn_from_ms = CASE WHEN game_owners.server IS NULL OR "
                    "game_owners.server = excluded.server THEN game_owners.turn_from_ms END "
                    "WHERE game_owners.server IS NULL OR game_owners.server = excluded.server "
                    "OR game_owners.server NOT IN (" + kLiveServers + ") RETURNING turn_from_ms");
    st.bind(1, game).bind(2, server_);
    if (!st.step()) return false;
    if (turn_from_ms && st.kind(0) != Kind::null) *turn_from_ms = st.number(0);
    return true;
  });
}

void SharedCluster::ask_for(const std::string& game) { tell_others(kGiveUp, {{"game", game}}); }

// A game handed over with its clock running keeps its row, without a server, for the turn's
// start; the next holder takes both.
void SharedCluster::let_go(const std::string& game, std::optional<int64_t> turn_from_ms) {
  db_.locked([&](Connection* c) {
    if (!turn_from_ms) {
      Statement(c, "DELETE FROM game_owners WHERE game_id = ? AND server = ?").bind(1, game).bind(2, server_).run();
      return;
    }
    Statement(c, "UPDATE game_owners SET server = NULL, turn_from_ms = ? WHERE game_id = ? AND server = ?")
        .bind(1, *turn_from_ms)
        .bind(2, game)
        .bind(3, server_)
        .run();
  });
}

std::vector<std::string> SharedCluster::held() {
  return db_.locked([&](Connection* c) {
    Statement st(c, "SELECT game_id FROM game_owners WHERE server = ?");
    st.bind(1, server_);
    std::vector<std::string> out;
    while (st.step()) out.push_back(st.text(0));
    return out;
  });
}

std::vector<std::string> SharedCluster::orphans() {
  return db_.locked([&](Connection* c) {
    Statement st(c, "SELECT game_id FROM game_owners WHERE server IS NULL OR server NOT IN (" +
                        kLiveServers + ")");
    std::vector<std::string> out;
    while (st.step()) out.push_back(st.text(0));
    return out;
  });
}

void SharedCluster::tell_others(const std::string& topic, const nlohmann::json& body) {
  const std::string payload = nlohmann::json{{"from", server_}, {"topic", topic}, {"body", body}}.dump();
  db_.locked([&](Connection* c) { c->notify(payload); });
}

// Tried every 10 ms, not waited for in the archive: the connection is the whole process's,
// and its other threads go on using it meanwhile.
std::shared_ptr<void> SharedCluster::exclusive(const std::string& name) {
  const std::string lock = std::string("SELECT pg_try_advisory_lock(") + kExclusiveClass + ", hashtext(?))";
  while (!db_.locked([&](Connection* c) {
    Statement st(c, lock);
    st.bind(1, name);
    return st.step() && st.number(0) != 0;
  }))
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  return std::shared_ptr<void>(nullptr, [this, name](void*) {
    try {
      db_.locked([&](Connection* c) {
        Statement(c, std::string("SELECT pg_advisory_unlock(") + kExclusiveClass + ", hashtext(?))").bind(1, name).run();
      });
    } catch (const DatabaseError&) {  // the connection broke: the lock went with it
    }
  });
}

// Held already (its lock is this session's), or taken now; never taken twice by one session,
// so that its count stays one.
bool SharedCluster::lease(const std::string& name) {
  return db_.locked([&](Connection* c) {
    Statement st(c, "SELECT CASE WHEN EXISTS (SELECT 1 FROM pg_locks WHERE pid = pg_backend_pid() AND "
                    "locktype = 'advisory' AND objsubid = 2 AND classid = " + as_lock_oid(kLeaseClass) +
                    " AND objid = " + as_lock_oid("hashtext(?1)") + ") THEN true ELSE pg_try_advisory_lock(" +
                    kLeaseClass + ", hashtext(?1)) END");
    st.bind(1, name);
    return st.step() && st.number(0) != 0;
  });
}

}  // namespace manqala::cluster
