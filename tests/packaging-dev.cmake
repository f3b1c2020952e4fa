# SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
# SPDX-License-Identifier: GPL-3.0-or-later
# What the README's "Set up" promises of packaging/dev, tried by running it, one CHECK
# a test:
#   run-without-display  with no display, `packaging/dev run` prints the ranking of the
#                        bundled recipes (byte for byte tests/data/outputs/rank-bundled.txt)
#   run-window           with one, it starts the window on the bundled recipes
#   shell                `packaging/dev shell` runs a command, or the shell reading its
#                        input, where the build runs, and passes on the exit code
#   format               `packaging/dev format`, run in a git copy of the script, lays
#                        out a badly laid out file as .clang-format says and leaves a laid
#                        out one as it was
# `run` is pointed at BUILD_DIR (RECIPE_EXPLORER_BUILD_DIR) so that only its program is
# brought up to date; a fresh build root or release build is too slow for the suite.
# Inside the build root (where the suite runs) `dev` finds the dependencies and runs
# directly, as it does on a machine that has them.
#   cmake -DSOURCE_DIR=... -DBUILD_DIR=... -DWORK_DIR=... -DCHECK=... -P packaging-dev.cmake
cmake_minimum_required(VERSION 3.24)

set(dev ${SOURCE_DIR}/packaging/dev)
set(ENV{RECIPE_EXPLORER_BUILD_DIR} ${BUILD_DIR})
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
# The window's settings and cache in WORK_DIR, never the user's.
set(ENV{XDG_CONFIG_HOME} ${WORK_DIR}/config)
set(ENV{XDG_CACHE_HOME} ${WORK_DIR}/cache)

# Runs ARGN in SOURCE_DIR (or the folder named after IN); code, out and err for the caller.
function(run_dev)
    cmake_parse_arguments(PARSE_ARGV 0 arg "" "IN;INPUT" "")
    if(NOT arg_IN)
        set(arg_IN ${SOURCE_DIR})
    endif()
    set(input)
    if(arg_INPUT)
        set(input INPUT_FILE ${arg_INPUT})
    endif()
    execute_process(COMMAND ${arg_UNPARSED_ARGUMENTS} WORKING_DIRECTORY ${arg_IN} ${input} RESULT_VARIABLE code
                    OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 120)
    message(STATUS "${arg_UNPARSED_ARGUMENTS}: exit ${code}\nstdout: ${out}\nstderr: ${err}")
    set(code "${code}" PARENT_SCOPE)
    set(out "${out}" PARENT_SCOPE)
    set(err "${err}" PARENT_SCOPE)
endfunction()

# expect(CONDITION... BECAUSE what): fails with what unless the condition holds.
function(expect)
    cmake_parse_arguments(PARSE_ARGV 0 arg "" "BECAUSE" "")
    if(NOT (${arg_UNPARSED_ARGUMENTS}))
        message(FATAL_ERROR "${arg_BECAUSE}")
    endif()
endfunction()

if(CHECK STREQUAL "run-without-display")
    unset(ENV{DISPLAY})
    unset(ENV{WAYLAND_DISPLAY})
    unset(ENV{QT_QPA_PLATFORM})
    run_dev(${dev} run)
    expect(code EQUAL 0 BECAUSE "packaging/dev run exited with ${code}")
    string(FIND "${err}" "No display: printing the ranking of the bundled recipes instead of opening the window." said)
    expect(said GREATER -1 BECAUSE "packaging/dev run did not say why it prints the ranking")
    file(READ ${SOURCE_DIR}/tests/data/outputs/rank-bundled.txt ranking)
    expect(out STREQUAL ranking BECAUSE "packaging/dev run did not print the ranking of the bundled recipes:\n${ranking}")
elseif(CHECK STREQUAL "run-window")
    set(ENV{QT_QPA_PLATFORM} offscreen)
    run_dev(${dev} run --self-test)
    expect(code EQUAL 0 BECAUSE "packaging/dev run --self-test exited with ${code}")
    set(summary "7 recipes, 0 problems\n")
    expect(out STREQUAL summary BECAUSE "the window did not start on the seven bundled recipes")
    string(FIND "${err}" "No display" said)
    expect(said EQUAL -1 BECAUSE "packaging/dev run printed the ranking although there is a display")
elseif(CHECK STREQUAL "shell")
    run_dev(${dev} shell sh -c "echo inside; exit 3")
    expect(code EQUAL 3 BECAUSE "packaging/dev shell CMD did not pass on CMD's exit code 3 (${code})")
    set(printed "inside\n")
    expect(out STREQUAL printed BECAUSE "packaging/dev shell CMD did not run CMD")
    file(WRITE ${WORK_DIR}/typed "echo $((6 * 7))\nexit\n")
    run_dev(${dev} shell INPUT ${WORK_DIR}/typed)
    expect(code EQUAL 0 BECAUSE "packaging/dev shell exited with ${code}")
    set(answer "42\n")
    expect(out STREQUAL answer BECAUSE "packaging/dev shell did not run what was typed in it")
    # Where the build runs: the build of this folder runs there.
    run_dev(${dev} shell cmake --build ${BUILD_DIR} --target recipe-explorer)
    expect(code EQUAL 0 BECAUSE "the build does not run in packaging/dev shell")
elseif(CHECK STREQUAL "format")
    set(tree ${WORK_DIR}/tree)
    set(laidOut ${SOURCE_DIR}/app/main.cpp)
    file(MAKE_DIRECTORY ${tree}/packaging ${tree}/app)
    file(COPY ${dev} DESTINATION ${tree}/packaging)
    file(COPY ${SOURCE_DIR}/.clang-format ${laidOut} DESTINATION ${tree}/app)
    file(RENAME ${tree}/app/.clang-format ${tree}/.clang-format)
    # The same file badly laid out: every line's indentation gone, spaces at its end.
    execute_process(COMMAND sed -e "s/^ *//" -e "s/$/   /" ${laidOut} OUTPUT_FILE ${tree}/app/badly.cpp)
    file(READ ${tree}/app/badly.cpp bad)
    file(READ ${laidOut} wanted)
    expect(NOT bad STREQUAL wanted BECAUSE "the badly laid out copy is laid out already")
    run_dev(git init -q IN ${tree})
    run_dev(git add -A IN ${tree})
    expect(code EQUAL 0 BECAUSE "git add failed in the copy")
    run_dev(${tree}/packaging/dev format IN ${tree})
    expect(code EQUAL 0 BECAUSE "packaging/dev format exited with ${code}")
    file(READ ${tree}/app/main.cpp kept)
    expect(kept STREQUAL wanted BECAUSE "packaging/dev format changed a file that was laid out")
    file(READ ${tree}/app/badly.cpp fixed)
    expect(fixed STREQUAL wanted BECAUSE "packaging/dev format did not lay out the badly laid out file:\n${fixed}")
else()
    message(FATAL_ERROR "CHECK must be run-without-display, run-window, shell or format, not '${CHECK}'")
endif()
