#include "server/db/copy.h"

#include <algorithm>
#include <map>
#include <set>

#include "server/db/statement.h"

namespace manqala {

namespace {

bool has(const std::vector<std::string>& list, const std::string& name) {
  return std::find(list.begin(), list.end(), name) != list.end();
}

std::string joined(const std::vector<std::string>& list, const std::string& each) {
  std::string out;
  for (size_t i = 0; i < list.size(); ++i) out += (i ? ", " : "") + (each.empty() ? list[i] : each);
  return out;
}

// A table after every table it refers to: each row's references are there when it comes.
std::vector<std::string> in_reference_order(Connection* db) {
  const std::vector<std::string> all = db->tables();
  std::vector<std::string> out;
  std::set<std::string> placed, visiting;
  std::function<void(const std::string&)> place = [&](const std::string& t) {
    if (placed.count(t) || !visiting.insert(t).second) return;  // a cycle is left to its order by name
    for (const std::string& r : db->references(t))
      if (r != t && has(all, r)) place(r);
    placed.insert(t);
    out.push_back(t);
  };
  for (const std::string& t : all) place(t);
  return out;
}

// The columns both sides have; and `rowid` where one side is PostgreSQL with a column of that
// name for SQLite's rowid (db/postgres_dialect.h), so the order of rows is kept.
std::vector<std::string> columns_of(Connection* from, Connection* to, const std::string& table) {
  const std::vector<std::string> a = from->columns(table), b = to->columns(table);
  std::vector<std::string> out;
  if (has(a, "rowid") || has(b, "rowid")) out.push_back("rowid");
  for (const std::string& c : b)
    if (c != "rowid" && has(a, c)) out.push_back(c);
  return out;
}

void bind_as_read(Statement& write, int i, const Statement& read, int col) {
  switch (read.kind(col)) {
    case Kind::null: write.bind_null(i); break;
    case Kind::integer: write.bind(i, read.number(col)); break;
    case Kind::real: write.bind(i, read.real(col)); break;
    case Kind::blob: write.bind_blob(i, read.blob(col)); break;
    case Kind::text: write.bind(i, read.text(col)); break;
  }
}

bool same(const Statement& a, const Statement& b, int col) {
  const Kind x = a.kind(col), y = b.kind(col);
  if (x == Kind::null || y == Kind::null) return x == y;
  if (x == Kind::integer && y == Kind::integer) return a.number(col) == b.number(col);
  if ((x == Kind::real || x == Kind::integer) && (y == Kind::real || y == Kind::integer)) return a.real(col) == b.real(col);
  return a.blob(col) == b.blob(col);
}

int64_t rows_in(Connection* db, const std::string& table) {
  Statement count(db, "SELECT count(*) FROM " + table);
  count.step();
  return count.number(0);
}

int64_t copy_table(Connection* from, Connection* to, const std::string& table, const std::vector<std::string>& cols) {
  Statement read(from, "SELECT " + joined(cols, "") + " FROM " + table);
  Statement write(to, "INSERT INTO " + table + " (" + joined(cols, "") + ") VALUES (" + joined(cols, "?") + ")");
  int64_t rows = 0;
  for (; read.step(); ++rows) {
    write.reset();
    for (int c = 0; c < static_cast<int>(cols.size()); ++c) bind_as_read(write, c + 1, read, c);
    write.run();
  }
  to->after_copy(table);
  return rows;
}

// Both sides in the same order (every column, NULL first, text byte by byte), row by row.
void compare_table(Connection* from, Connection* to, const std::string& table, const std::vector<std::string>& cols) {
  std::vector<std::string> order;
  for (size_t i = 1; i <= cols.size(); ++i) order.push_back(std::to_string(i) + " NULLS FIRST");
  const std::string sql = "SELECT " + joined(cols, "") + " FROM " + table + " ORDER BY " + joined(order, "");
  Statement a(from, sql), b(to, sql);
  for (int64_t row = 1;; ++row) {
    const bool more = a.step();
    if (more != b.step())
      throw DatabaseError("" + table + " has " + (more ? "fewer" : "more") + " rows in the copy");
    if (!more) return;
    for (int c = 0; c < static_cast<int>(cols.size()); ++c)
      if (!same(a, b, c))
        throw DatabaseError("" + table + " differs in the copy at row " + std::to_string(row) +
                            ", column " + cols[static_cast<size_t>(c)]);
  }
}

}  // namespace

std::vector<TableCopied> copy_archive(Database& from, Database& to,
                                      const std::function<void(const TableCopied&)>& copied) {
  return from.locked([&](Connection* src) {
    return to.locked([&](Connection* dst) {
      const std::vector<std::string> tables = in_reference_order(src), there = dst->tables();
      for (const std::string& t : there)
        if (t != "server" && rows_in(dst, t) > 0)
          throw DatabaseError("the archive to copy into has rows in " + t +
                              " already: copy into a new one (a server started on it has made rows)");
      std::map<std::string, std::vector<std::string>> columns;  // each table's, read once
      for (const std::string& t : tables) {
        if (!has(there, t)) throw DatabaseError("the archive to copy into has no table " + t);
        columns[t] = columns_of(src, dst, t);
      }
      std::vector<TableCopied> out;
      Transaction within(dst);
      exec_sql(dst, "DELETE FROM server");
      for (const std::string& t : tables) {
        out.push_back({t, copy_table(src, dst, t, columns[t])});
        if (copied) copied(out.back());
      }
      for (const std::string& t : tables) compare_table(src, dst, t, columns[t]);
      within.commit();
      return out;
    });
  });
}

}  // namespace manqala
