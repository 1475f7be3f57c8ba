#include "server/common/job_queue.h"

#include <boost/asio/post.hpp>

#include "server/common/route_helpers.h"

namespace manqala {

void JobQueue::answer(const Respond& respond, std::function<HttpResponse()> job) {
  run(respond, [job = std::move(job)](const Respond& answer) { answer(job()); });
}

void JobQueue::run(const Respond& respond, std::function<void(const Respond&)> work) {
  if (++waiting_ > kMaxJobs) {
    --waiting_;
    return respond(error(503, "the server is busy judging positions; try again in a moment"));
  }
  boost::asio::post(jobs_, [this, respond, work = std::move(work)] {
    --waiting_;
    try {
      work(respond);
    } catch (...) {
      respond(error_of(std::current_exception()));
    }
  });
}

}  // namespace manqala
