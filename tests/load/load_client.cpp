// The load and fault test of `manqala serve` (docs/web-api.md): many games between two
// "people" played at once over loopback, each move a real HTTP request on a kept-alive
// connection per seat. It starts the server itself, can kill it with SIGKILL part-way and start
// it again on the same port and archive, and at the end reads the archive file to check that
// it holds exactly the moves that were acknowledged, in order, for every game.
//
//   load_client --server build/release/manqala [--games 200] [--threads 8] [--kill-at 0.4]
//
// With --servers 3 --proxy-config deploy/haproxy.cfg --db postgresql://... it starts three
// servers over one PostgreSQL archive behind HAProxy, plays through the proxy, and the kill
// takes the first server (started again 2 s later: its games come back to it).
//
// Prints moves per second and request latency percentiles; exits 1 on any discrepancy.
#include <signal.h>
#include "server/db/database.h"
#include "server/db/statement.h"
#include <sys/wait.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <atomic>
#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "load_support.h"

namespace {

using namespace manqala_load;

struct Game {
  std::string id, token[2];
  std::vector<std::string> acked;  // moves the server acknowledged, in order
  json state;
  bool over = false;
};

struct Stats {
  std::mutex mu;
  std::vector<double> latencies_ms;
  std::atomic<int> moves{0}, retries{0};
};

// Sends the move until the server answers; a repeated move is acknowledged idempotently.
bool play_one(Game& g, Connection* seats, Stats& stats, std::mt19937& rng) {
  const json& legal = g.state["legal"];
  if (legal.empty()) return false;
  const std::string move = legal[rng() % legal.size()];
  const int ply = static_cast<int>(g.acked.size());
  const int side = g.state["to_move"] == "south" ? 0 : 1;
  for (;;) {
    const auto start = Clock::now();
    try {
      auto [status, body] = seats[side].post("/api/games/" + g.id + "/move",
                                             {{"token", g.token[side]}, {"move", move}, {"ply", ply}});
      const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
      if (status == 200) {
        {
          std::lock_guard lock(stats.mu);
          stats.latencies_ms.push_back(ms);
        }
        ++stats.moves;
        g.acked.push_back(move);
        g.state = body["game"];
        g.over = g.state["status"] == "over";
        return true;
      }
      if (status >= 500) {
        ++stats.retries;
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        continue;
      }
      std::fprintf(stderr, "game %s ply %d move %s: %d %s\n", g.id.c_str(), ply, move.c_str(), status,
                   body.dump().c_str());
      return false;
    } catch (const std::exception&) {  // the server is down: wait for it to come back
      ++stats.retries;
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
  }
}

// The archive's moves of a game, in order.
std::vector<std::string> archived_moves(manqala::Connection* db, const std::string& id) {
  manqala::Statement st(db, "SELECT move FROM moves WHERE game_id = ? ORDER BY ply");
  st.bind(1, id);
  std::vector<std::string> moves;
  while (st.step()) moves.push_back(st.text(0));
  return moves;
}


}  // namespace

int run(int argc, char** argv) {
  CLI::App app{"Load and fault test of manqala serve: many games at once, optionally killing the server"};
  std::string binary, db_path;
  int games = 200, threads = 8;
  double kill_at = 0;
  app.add_option("--server", binary, "The manqala binary")->required()->check(CLI::ExistingFile);
  app.add_option("--games", games, "Games played at once")->check(CLI::Range(1, 5000));
  app.add_option("--threads", threads, "Client threads")->check(CLI::Range(1, 256));
  app.add_option("--kill-at", kill_at, "Kill -9 the server once this share of the expected moves is played (0: never)")
      ->check(CLI::Range(0.0, 0.95));
  app.add_option("--db", db_path, "The server's archive: a new PostgreSQL database, postgresql://... "
                                  "(default: a new SQLite file in a temporary folder)");
  int servers = 1;
  std::string proxy_config, haproxy = "/usr/sbin/haproxy";
  app.add_option("--servers", servers, "Server processes over the one PostgreSQL archive (--db), behind HAProxy "
                                       "(--proxy-config); a kill takes the first")
      ->check(CLI::Range(1, 3));
  app.add_option("--proxy-config", proxy_config, "HAProxy's configuration for --servers (deploy/haproxy.cfg)")
      ->check(CLI::ExistingFile);
  app.add_option("--haproxy", haproxy, "The HAProxy binary")->capture_default_str();
  CLI11_PARSE(app, argc, argv);
  if (servers > 1 && (db_path.rfind("postgres", 0) != 0 || proxy_config.empty())) {
    std::fprintf(stderr, "load: --servers needs --db postgresql://... and --proxy-config\n");
    return 2;
  }

  std::string pattern = (std::filesystem::temp_directory_path() / "manqala-load-XXXXXX").string();
  const std::filesystem::path dir = mkdtemp(pattern.data());
  if (db_path.empty()) db_path = (dir / "archive.sqlite").string();
  std::vector<std::unique_ptr<ServerProcess>> processes;
  std::vector<int> ports;
  for (int i = 0; i < servers; ++i) {
    processes.push_back(std::make_unique<ServerProcess>(binary, db_path));
    processes.back()->start(0);
    ports.push_back(processes.back()->port());
  }
  ServerProcess& server = *processes.front();
  std::optional<ProxyProcess> proxy;
  if (!proxy_config.empty()) proxy.emplace(haproxy, proxy_config, ports);
  std::atomic<int> port{proxy ? proxy->port() : server.port()};
  std::printf("load: %d server%s on port%s", servers, servers > 1 ? "s" : "", servers > 1 ? "s" : "");
  for (int p : ports) std::printf(" %d", p);
  if (proxy) std::printf(" behind HAProxy on port %d", proxy->port());
  std::printf(", archive %s\n", db_path.c_str());

  // Every game is created and both seats taken before play starts: all of them in progress.
  std::vector<Game> all(games);
  {
    Connection c(port);
    for (int i = 0; i < games; ++i) {
      auto [s1, created] = c.post("/api/games", {{"game", i % 2 ? "hawalis" : "al-manqala"}, {"opponent", "friend"}});
      auto [s2, joined] = c.post("/api/games/" + created["game"]["id"].get<std::string>() + "/join",
                                 {{"invite", created["invite"]}});
      if (s1 != 201 || s2 != 200) {
        std::fprintf(stderr, "load: cannot create game %d: %d %d\n", i, s1, s2);
        return 1;
      }
      all[i].id = created["game"]["id"];
      all[i].token[0] = created["token"];
      all[i].token[1] = joined["token"];
      all[i].state = joined["game"];
    }
  }

  Stats stats;
  std::atomic<int> finished{0};
  std::atomic<bool> failed{false};
  const auto start = Clock::now();
  std::vector<std::thread> workers;
  for (int t = 0; t < threads; ++t)
    workers.emplace_back([&, t] {
      std::mt19937 rng(1234 + t);
      std::vector<Game*> mine;
      std::vector<std::unique_ptr<Connection[]>> seats;
      for (int i = t; i < games; i += threads) {
        mine.push_back(&all[i]);
        seats.push_back(std::unique_ptr<Connection[]>(new Connection[2]{Connection(port), Connection(port)}));
      }
      // Round robin: every game of this thread advances by a move in turn.
      for (bool any = true; any && !failed;) {
        any = false;
        for (size_t k = 0; k < mine.size(); ++k) {
          Game& g = *mine[k];
          if (g.over) continue;
          if (g.acked.size() >= 3000 || !play_one(g, seats[k].get(), stats, rng)) {
            if (!g.over) failed = true;
            continue;
          }
          any = true;
          if (g.over) ++finished;
        }
      }
    });

  // The fault: SIGKILL once enough moves are in, then the same port and archive again.
  bool killed = false;
  const int expected_moves = games * 60;
  while (finished < games && !failed) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    if (kill_at > 0 && !killed && stats.moves >= kill_at * expected_moves) {
      const int acked_before = stats.moves;
      server.stop(SIGKILL);
      std::printf("load: killed the %sserver (SIGKILL) after %d acknowledged moves\n", proxy ? "first " : "", acked_before);
      // Alone, the server is started again at once; behind the proxy the others take its
      // games over, and it comes back 2 s later.
      std::this_thread::sleep_for(std::chrono::milliseconds(proxy ? 2000 : 300));
      server.start(ports.front());
      std::printf("load: restarted it on port %d (%d acknowledged moves by then)\n", ports.front(), stats.moves.load());
      killed = true;
    }
  }
  for (auto& w : workers) w.join();
  const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  proxy.reset();
  for (auto& p : processes) p->stop(SIGTERM);

  // The archive, read by this process: exactly the acknowledged moves of each game, in order.
  manqala::Database archive(db_path);
  int mismatched = 0, unfinished = 0;
  archive.locked([&](manqala::Connection* db) {
    for (const Game& g : all) {
      unfinished += !g.over;
      if (archived_moves(db, g.id) != g.acked) {
        ++mismatched;
        std::fprintf(stderr, "load: game %s: the archive differs from the %zu acknowledged moves\n", g.id.c_str(),
                     g.acked.size());
      }
    }
  });
  std::filesystem::remove_all(dir);

  std::printf("load: %d games, %d finished, %d moves in %.1f s: %.0f moves/s; %d retries, %d waits after a 429%s\n",
              games, finished.load(), stats.moves.load(), seconds, stats.moves / seconds, stats.retries.load(),
              Connection::slowed().load(),
              killed ? " (across a kill -9 and restart)" : "");
  std::printf("load: move latency p50 %.2f ms, p99 %.2f ms, max %.2f ms\n", percentile(stats.latencies_ms, 0.5),
              percentile(stats.latencies_ms, 0.99), percentile(stats.latencies_ms, 1.0));
  std::printf("load: archive check: %s (%d games differ, %d unfinished)\n",
              mismatched == 0 && unfinished == 0 && !failed ? "OK" : "FAILED", mismatched, unfinished);
  return mismatched == 0 && unfinished == 0 && !failed && (kill_at == 0 || killed) ? 0 : 1;
}

int main(int argc, char** argv) {
  try {
    return run(argc, argv);  // the server child is killed on the way out, whatever happens
  } catch (const std::exception& e) {
    std::fprintf(stderr, "load: %s\n", e.what());
    return 1;
  }
}
