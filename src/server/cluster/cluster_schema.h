// The tables of the processes sharing an archive (server/cluster/shared_cluster.h): the
// servers that ever served it, and which of them holds each game's room now.
#pragma once

#include "server/db/migrations.h"

namespace manqala::cluster {

DomainSchema schema();

}  // namespace manqala::cluster
