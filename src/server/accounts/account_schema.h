// The accounts' tables, domain "accounts" of the migration runner (db/migrations.h): accounts
// and their logged-in sessions (accounts/account_store.h).
#pragma once

#include "server/db/migrations.h"

namespace manqala::accounts {

extern const DomainSchema kAccountsSchema;

}  // namespace manqala::accounts
