#include "server/common/job_queue.h"

#include "server/common/route_helpers.h"

namespace manqala {

void JobQueue::answer(const std::string& owner, const Respond& respond, std::function<HttpResponse()> job) {
  run(owner, respond, [job = std::move(job)](const Respond& answer) { answer(job()); });
}

void JobQueue::run(const std::string& owner, const Respond& respond, std::function<void(const Respond&)> work) {
  try {
    lane_.post(owner, [respond, work = std::move(work)] {
      try {
        work(respond);
      } catch (...) {
        respond(error_of(std::current_exception()));
      }
    });
  } catch (...) {
    respond(error_of(std::current_exception()));
  }
}

}  // namespace manqala
