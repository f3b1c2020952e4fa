# SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
# SPDX-License-Identifier: GPL-3.0-or-later
# What the user guide promises of continuous integration: `.ci/run` runs
# `packaging/dev test`, `test-anywhere` (German, an ordinary user, functions alone),
# `tsan` and then `sanitize`. Read from the script: its commands (comments and blank
# lines aside) are exactly an errexit `set`, a `cd` and these four in this order, so
# that nothing before them can end it early, no command can be skipped or have its
# failure ignored (`|| true`, `&`, an `if`), and a failing test run stops it before
# the rest. A command added to the script fails here until this check says whether it
# may skip the others.
#   cmake -DSOURCE_DIR=... -P ci-run.cmake
cmake_minimum_required(VERSION 3.24)

file(STRINGS ${SOURCE_DIR}/.ci/run lines)
set(commands)
foreach(line IN LISTS lines)
    string(STRIP "${line}" line)
    if(line STREQUAL "" OR line MATCHES "^#")
        continue()
    endif()
    list(APPEND commands "${line}")
endforeach()

# Each command matched in turn: what it must be, and why.
set(expected
    "^set -[a-z]*e[a-z]*( (-o )?pipefail)?$"     "first 'set -e' (or -euo pipefail), so that a failing test run stops it"
    "^cd \"[$][(]dirname \"[$]0\"[)]/[.][.]\"$"  "then 'cd \"$(dirname \"$0\")/..\"', to the source tree"
    "^packaging/dev test$"                       "then 'packaging/dev test', alone on its line"
    "^packaging/dev test-anywhere$"              "then 'packaging/dev test-anywhere', alone on its line"
    "^packaging/dev tsan$"                       "then 'packaging/dev tsan', alone on its line"
    "^(exec )?packaging/dev sanitize$"           "then 'packaging/dev sanitize', alone on its line (or exec'd)")
list(LENGTH commands count)
if(NOT count EQUAL 6)
    string(REPLACE ";" "\n  " shown "${commands}")
    message(FATAL_ERROR ".ci/run has ${count} commands, not the 6 expected (set -e, cd, packaging/dev test, "
        "test-anywhere, tsan, sanitize):\n  ${shown}")
endif()
foreach(index RANGE 5)
    list(GET commands ${index} command)
    math(EXPR at "${index} * 2")
    math(EXPR why "${index} * 2 + 1")
    list(GET expected ${at} pattern)
    list(GET expected ${why} reason)
    if(NOT command MATCHES "${pattern}")
        message(FATAL_ERROR ".ci/run's command ${index} is '${command}'; expected ${reason}")
    endif()
endforeach()
message(STATUS ".ci/run: packaging/dev test, test-anywhere, tsan, then sanitize")
