// The load test of a broadcast (docs/broadcasts.md "Load"): one over-the-board round of 16
// boards followed by 200 spectators on WebSockets while a tool pushes every board's game with a
// new move each second, and a game between two people is played beside it (a move every 40 ms).
// It measures, for every move and every spectator, the time from the push leaving the tool to
// the board's message reaching the spectator, checks that every spectator got every move, and
// the bystander's move latency, which the spectators must not raise (they never share the
// games' work).
//
//   broadcast_load --server build/release/manqala [--spectators 200] [--boards 16] [--seconds 30]
//
// Exits 1 when a move is missing, or the p99s pass --max-p99-ms (spectators) or
// --max-bystander-p99-ms.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <random>
#include <set>

#include "games/registry.h"
#include "load_support.h"
#include "record/record.h"

namespace {

using namespace manqala_load;
namespace websocket = beast::websocket;

struct Deliveries {
  std::mutex mu;
  std::map<std::pair<int, size_t>, Clock::time_point> pushed;  // (board, moves) -> when pushed
  std::vector<double> latencies_ms;
  long long received = 0, unknown = 0;
};

// One spectator: the round's socket, each board message timed against its push.
class Spectator : public std::enable_shared_from_this<Spectator> {
 public:
  Spectator(boost::asio::io_context& ioc, Deliveries& out) : ws_(ioc), out_(out) {}
  void start(int port, const std::string& target) {
    beast::get_lowest_layer(ws_).connect({boost::asio::ip::make_address("127.0.0.1"), static_cast<unsigned short>(port)});
    ws_.handshake("127.0.0.1", target);
    read();
  }
  void close() {
    beast::error_code ignored;
    beast::get_lowest_layer(ws_).socket().close(ignored);
  }
  bool open = true;

 private:
  void read() {
    ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, size_t) {
      if (ec) {
        self->open = false;
        return;
      }
      const auto now = Clock::now();
      const json m = json::parse(beast::buffers_to_string(self->buffer_.data()), nullptr, false);
      self->buffer_.consume(self->buffer_.size());
      if (m.is_object() && m.value("type", "") == "board") {
        const int board = m["board"]["board"];
        const size_t moves = m["board"]["moves"].size();
        std::lock_guard lock(self->out_.mu);
        const auto it = self->out_.pushed.find({board, moves});
        if (it == self->out_.pushed.end()) ++self->out_.unknown;
        else if (self->seen_.insert(it->first).second) {  // a board's later message (filed in the archive) not again
          ++self->out_.received;
          self->out_.latencies_ms.push_back(std::chrono::duration<double, std::milli>(now - it->second).count());
        }
      }
      self->read();
    });
  }
  websocket::stream<beast::tcp_stream> ws_;
  beast::flat_buffer buffer_;
  std::set<std::pair<int, size_t>> seen_;
  Deliveries& out_;
};

// A random game of Al-manqala, played in advance: the tool pushes a move more of it each second.
std::vector<std::string> random_game(uint32_t seed) {
  auto g = manqala::make_game("al-manqala");
  std::mt19937 rng(seed);
  std::vector<std::string> moves;
  while (!g->result().over() && moves.size() < 400) {
    const auto legal = g->legal_moves();
    moves.push_back(legal[rng() % legal.size()]);
    g->play(moves.back());
  }
  return moves;
}

std::string record_text(const std::vector<std::string>& moves, size_t n, int board) {
  auto g = manqala::make_game("al-manqala");
  for (size_t i = 0; i < n; ++i) g->play(moves[i]);
  return manqala::write_record(manqala::record_of(*g, {{"Round", "1." + std::to_string(board)}}));
}

// The director's setup through the API: an account, a night of 2 × boards players, round 1
// paired, the broadcast and its token. Returns the tournament id and the token.
std::pair<std::string, std::string> set_up(std::atomic<int>& port, int boards) {
  Connection c(port);
  auto [s1, account] = c.post("/api/account/register", {{"name", "director"}, {"password", "a long secret"}});
  if (s1 != 201) throw std::runtime_error("register: " + account.dump());
  const Connection::Headers as = {{"Cookie", c.last_set_cookie.substr(0, c.last_set_cookie.find(';'))},
                                  {"X-CSRF-Token", account["account"]["csrf"]}};
  auto [s2, created] = c.post("/api/otb", {{"name", "Load night"}, {"game", "al-manqala"}, {"format", "swiss"}, {"rounds", 5}}, as);
  if (s2 != 201) throw std::runtime_error("create: " + created.dump());
  const std::string id = created["id"];
  for (int i = 0; i < 2 * boards; ++i)
    if (c.post("/api/otb/" + id + "/players", {{"name", "Player " + std::to_string(i + 1)}, {"rating", 2000 - i}}, as).first != 201)
      throw std::runtime_error("a player");
  if (c.post("/api/otb/" + id + "/pair", json::object(), as).first != 202) throw std::runtime_error("pair");
  for (int i = 0;; ++i) {
    auto [s, page] = c.request(http::verb::get, "/api/otb/" + id, "", "application/json", as);
    if (s == 200 && json::parse(page)["tournament"]["round"] == 1) break;
    if (i > 500) throw std::runtime_error("the pairing did not end");
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  if (c.post("/api/broadcast/" + id, json::object(), as).first != 200) throw std::runtime_error("broadcast");
  auto [s3, token] = c.post("/api/broadcast/" + id + "/token", json::object(), as);
  if (s3 != 200) throw std::runtime_error("token");
  return {id, token["token"]};
}

// A game between two people beside the broadcast: a move every 40 ms, each one timed.
std::vector<double> bystander(std::atomic<int>& port, const std::atomic<bool>& stop) {
  Connection c(port), seats[2] = {Connection(port), Connection(port)};
  std::vector<double> latencies;
  std::mt19937 rng(5);
  while (!stop) {
    auto [s1, created] = c.post("/api/games", {{"game", "hawalis"}, {"opponent", "friend"}});
    auto [s2, joined] = c.post("/api/games/" + created["game"]["id"].get<std::string>() + "/join", {{"invite", created["invite"]}});
    if (s1 != 201 || s2 != 200) return latencies;
    const std::string id = created["game"]["id"], token[2] = {created["token"], joined["token"]};
    json state = joined["game"];
    for (int ply = 0; !stop && state["status"] != "over" && !state["legal"].empty(); ++ply) {
      const int side = state["to_move"] == "south" ? 0 : 1;
      const std::string move = state["legal"][rng() % state["legal"].size()];
      const auto start = Clock::now();
      auto [s, body] = seats[side].post("/api/games/" + id + "/move", {{"token", token[side]}, {"move", move}, {"ply", ply}});
      latencies.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
      if (s != 200) return latencies;
      state = body["game"];
      std::this_thread::sleep_for(std::chrono::milliseconds(40));
    }
  }
  return latencies;
}

}  // namespace

int run(int argc, char** argv) {
  CLI::App app{"Load test of a broadcast: spectators on one round while a tool pushes its boards' moves"};
  std::string binary;
  int spectators = 200, boards = 16, seconds = 30;
  double max_p99 = 500, max_bystander_p99 = 100;
  app.add_option("--server", binary, "The manqala binary")->required()->check(CLI::ExistingFile);
  app.add_option("--spectators", spectators, "Spectators' WebSockets")->check(CLI::Range(1, 1000));
  app.add_option("--boards", boards, "Boards of the round")->check(CLI::Range(1, 64));
  app.add_option("--seconds", seconds, "Seconds of pushing, a move a board each")->check(CLI::Range(1, 3600));
  app.add_option("--max-p99-ms", max_p99, "Fail when the spectators' p99 passes this");
  app.add_option("--max-bystander-p99-ms", max_bystander_p99, "Fail when the bystander's moves' p99 passes this");
  CLI11_PARSE(app, argc, argv);

  std::string pattern = (std::filesystem::temp_directory_path() / "manqala-broadcast-load-XXXXXX").string();
  const std::filesystem::path dir = mkdtemp(pattern.data());
  ServerProcess server(binary, (dir / "archive.sqlite").string(), {"--max-connections-per-address", "5000"});
  server.start(0);
  std::atomic<int> port{server.port()};
  const auto [id, token] = set_up(port, boards);
  std::printf("broadcast load: server on port %d, %d boards, %d spectators, %d s\n", port.load(), boards, spectators, seconds);

  Deliveries deliveries;
  boost::asio::io_context ioc;
  auto work = boost::asio::make_work_guard(ioc);
  std::vector<std::shared_ptr<Spectator>> watching;
  for (int i = 0; i < spectators; ++i) {
    watching.push_back(std::make_shared<Spectator>(ioc, deliveries));
    watching.back()->start(port, "/api/broadcast/" + id + "/ws?round=1");
  }
  std::vector<std::thread> network;
  for (int i = 0; i < 2; ++i) network.emplace_back([&] { ioc.run(); });
  std::this_thread::sleep_for(std::chrono::seconds(1));  // every spectator has its round

  std::atomic<bool> stop{false};
  std::vector<double> bystander_ms;
  std::thread beside([&] { bystander_ms = bystander(port, stop); });

  std::vector<std::vector<std::string>> games;
  for (int b = 1; b <= boards; ++b) games.push_back(random_game(100 + b));
  Connection tool(port);
  long long expected = 0;
  int refused = 0;
  for (int second = 1; second <= seconds; ++second) {
    const auto tick = Clock::now();
    std::string body;
    {
      std::lock_guard lock(deliveries.mu);
      for (int b = 1; b <= boards; ++b) {
        const size_t n = std::min<size_t>(second, games[b - 1].size());
        if (deliveries.pushed.count({b, n})) continue;  // that game is over: pushed whole already
        body += record_text(games[b - 1], n, b) + "\n";
        deliveries.pushed[{b, n}] = Clock::now();
        expected += spectators;
      }
    }
    if (!body.empty()) {
      auto [status, answer] = tool.request(http::verb::post, "/api/broadcast/" + id + "/push", body, "text/plain",
                                           {{"Authorization", "Bearer " + token}});
      if (status != 200 || answer.find("refused") != std::string::npos) ++refused;
    }
    std::this_thread::sleep_until(tick + std::chrono::seconds(1));
  }
  std::this_thread::sleep_for(std::chrono::seconds(2));  // the last messages arrive
  stop = true;
  beside.join();
  for (auto& s : watching) s->close();
  work.reset();
  ioc.stop();
  for (auto& t : network) t.join();
  server.stop(SIGTERM);
  std::filesystem::remove_all(dir);

  int closed = 0;
  for (const auto& s : watching) closed += !s->open;
  std::lock_guard lock(deliveries.mu);
  const double p50 = percentile(deliveries.latencies_ms, 0.5), p99 = percentile(deliveries.latencies_ms, 0.99),
               worst = percentile(deliveries.latencies_ms, 1.0);
  const double b99 = percentile(bystander_ms, 0.99);
  std::printf("broadcast load: %lld of %lld board messages delivered (%lld unexpected), %d pushes refused\n",
              deliveries.received, expected, deliveries.unknown, refused);
  std::printf("broadcast load: push to spectator p50 %.1f ms, p99 %.1f ms, max %.1f ms\n", p50, p99, worst);
  std::printf("broadcast load: bystander's %zu moves p50 %.1f ms, p99 %.1f ms, max %.1f ms\n", bystander_ms.size(),
              percentile(bystander_ms, 0.5), b99, percentile(bystander_ms, 1.0));
  const bool ok = deliveries.received == expected && refused == 0 && p99 <= max_p99 && b99 <= max_bystander_p99 &&
                  !bystander_ms.empty();
  std::printf("broadcast load: %s\n", ok ? "OK" : "FAILED");
  return ok ? 0 : 1;
}

int main(int argc, char** argv) {
  try {
    return run(argc, argv);  // the server child is killed on the way out, whatever happens
  } catch (const std::exception& e) {
    std::fprintf(stderr, "broadcast load: %s\n", e.what());
    return 1;
  }
}
