# SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
# SPDX-License-Identifier: GPL-3.0-or-later
# What the user guide promises of continuous integration: `.ci/run` runs
# `packaging/dev test` and then `packaging/dev sanitize`. Read from the script: its
# commands (comments and blank lines aside) are exactly an errexit `set`, a `cd`, the
# test and then the sanitizer run, so that nothing before them can end it early, neither
# command can be skipped or have its failure ignored (`|| true`, `&`, an `if`), and a
# failing test run stops it before the sanitizers. A command added to the script fails
# here until this check says whether it may skip the two.
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
    "^(exec )?packaging/dev sanitize$"           "then 'packaging/dev sanitize', alone on its line (or exec'd)")
list(LENGTH commands count)
if(NOT count EQUAL 4)
    string(REPLACE ";" "\n  " shown "${commands}")
    message(FATAL_ERROR ".ci/run has ${count} commands, not the 4 expected (set -e, cd, packaging/dev test, "
        "packaging/dev sanitize):\n  ${shown}")
endif()
foreach(index RANGE 3)
    list(GET commands ${index} command)
    math(EXPR at "${index} * 2")
    math(EXPR why "${index} * 2 + 1")
    list(GET expected ${at} pattern)
    list(GET expected ${why} reason)
    if(NOT command MATCHES "${pattern}")
        message(FATAL_ERROR ".ci/run's command ${index} is '${command}'; expected ${reason}")
    endif()
endforeach()
message(STATUS ".ci/run: packaging/dev test, then packaging/dev sanitize")
