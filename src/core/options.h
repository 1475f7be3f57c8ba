// Rule options (RULES.md "Options" of each game) as `name=value` words, driven by each game's
// option schema: one list of names, kinds, ranges, defaults and one-line help that parses the
// words, writes the options text, and tells the command line, the server and the web page what
// there is to choose. A game declares its schema once (games/<name>/options.cpp); the defaults
// are those of its Options struct.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "core/notation.h"

namespace manqala {

// What a user (or a page) needs to know about one option.
struct OptionInfo {
  enum class Kind { Flag, Number, Choice, NumberList };
  std::string name;
  Kind kind = Kind::Flag;
  std::string help;                  // one line
  int min = 0, max = 0;              // Number; NumberList: each number of the list
  std::vector<std::string> choices;  // Choice; Flag: true, false
  std::string default_value;         // as it is written
  // "true|false", "1-9", "after-capture|sown", "list of 1-252": the values it takes.
  std::string values_text() const;
};

// `name=value` words checked against a schema: throws ParseError naming the option and the
// values it takes. A later word for the same option wins.
struct OptionWord {
  std::string_view name, value;
};
std::vector<OptionWord> split_option_words(const std::vector<std::string_view>& words,
                                           const std::vector<OptionInfo>& schema, std::string_view game);

// Parsing one value of a kind; each throws ParseError naming the option.
bool parse_flag(const OptionInfo& o, std::string_view value);
int parse_number(const OptionInfo& o, std::string_view value);
int parse_choice(const OptionInfo& o, std::string_view value);  // index into choices
std::vector<int> parse_number_list(const OptionInfo& o, std::string_view value);
std::string number_list_text(const std::vector<int>& list);

template <class Options>
class OptionSchema {
 public:
  // Declares the options in the order they are written (RULES.md order).
  OptionSchema& flag(std::string name, bool Options::*field, std::string help) {
    return add({std::move(name), OptionInfo::Kind::Flag, std::move(help), 0, 0, {"true", "false"}, {}},
               [field](Options& o, const OptionInfo& i, std::string_view v) { o.*field = parse_flag(i, v); },
               [field](const Options& o) { return std::string(o.*field ? "true" : "false"); });
  }
  OptionSchema& number(std::string name, int Options::*field, int min, int max, std::string help) {
    return add({std::move(name), OptionInfo::Kind::Number, std::move(help), min, max, {}, {}},
               [field](Options& o, const OptionInfo& i, std::string_view v) { o.*field = parse_number(i, v); },
               [field](const Options& o) { return std::to_string(o.*field); });
  }
  // A choice among words, kept as an enum whose values count 0, 1, ... in the choices' order.
  template <class Enum>
  OptionSchema& choice(std::string name, Enum Options::*field, std::vector<std::string> choices, std::string help) {
    auto names = choices;
    return add({std::move(name), OptionInfo::Kind::Choice, std::move(help), 0, 0, std::move(choices), {}},
               [field](Options& o, const OptionInfo& i, std::string_view v) {
                 o.*field = static_cast<Enum>(parse_choice(i, v));
               },
               [field, names](const Options& o) { return names.at(static_cast<size_t>(o.*field)); });
  }
  OptionSchema& number_list(std::string name, std::vector<int> Options::*field, int min, int max, std::string help) {
    return add({std::move(name), OptionInfo::Kind::NumberList, std::move(help), min, max, {}, {}},
               [field](Options& o, const OptionInfo& i, std::string_view v) { o.*field = parse_number_list(i, v); },
               [field](const Options& o) { return number_list_text(o.*field); });
  }

  // The options of these words, the others at their defaults. Throws ParseError.
  Options parse(const std::vector<std::string_view>& words, std::string_view game) const {
    Options o;
    for (const OptionWord& w : split_option_words(words, info_, game)) {
      const size_t i = index_of(w.name);
      setters_[i](o, info_[i], w.value);
    }
    return o;
  }
  // Every option as name=value, defaults included, in the schema's order.
  std::string text(const Options& o) const {
    std::string out;
    for (size_t i = 0; i < info_.size(); ++i) out += (i ? " " : "") + info_[i].name + "=" + getters_[i](o);
    return out;
  }
  const std::vector<OptionInfo>& info() const { return info_; }

 private:
  using Setter = std::function<void(Options&, const OptionInfo&, std::string_view)>;
  using Getter = std::function<std::string(const Options&)>;
  OptionSchema& add(OptionInfo info, Setter set, Getter get) {
    info.default_value = get(Options{});
    info_.push_back(std::move(info));
    setters_.push_back(std::move(set));
    getters_.push_back(std::move(get));
    return *this;
  }
  size_t index_of(std::string_view name) const {
    size_t i = 0;
    while (info_[i].name != name) ++i;  // split_option_words checked the name
    return i;
  }
  std::vector<OptionInfo> info_;
  std::vector<Setter> setters_;
  std::vector<Getter> getters_;
};

}  // namespace manqala
