# SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
# SPDX-License-Identifier: GPL-3.0-or-later
# How the user guide's long-running packaging scripts take their arguments, tried
# without running them: each runs as a copy alone in WORK_DIR/packaging/, so that a
# run that went further than its arguments allow fails at once (no build root, no
# presets there) instead of building. One CHECK a test:
#   build-package  `--print-steps` prints the build and the proof, with `--no-check`
#                  the build only, and exits 0; an unknown option exits 2 with the usage
#   fuzz-long      the targets it refuses an unknown name with (exit 2) are those
#                  tests/fuzz/CMakeLists.txt defines, and it takes each of them; a
#                  SECONDS that is no number is refused too
#   cmake -DSOURCE_DIR=... -DWORK_DIR=... -DCHECK=... -P script-options.cmake
cmake_minimum_required(VERSION 3.24)

file(REMOVE_RECURSE ${WORK_DIR})
file(COPY ${SOURCE_DIR}/packaging/${CHECK} DESTINATION ${WORK_DIR}/packaging)
set(script ${WORK_DIR}/packaging/${CHECK})

# expect_run(ARG... CODE code [OUT regex] [ERR regex] BECAUSE what): runs the copy with
# the ARGs and fails with what unless it exits with code and its standard output and
# error match (an OUT or ERR left out must be empty: the script printed nothing there).
function(expect_run)
    cmake_parse_arguments(PARSE_ARGV 0 arg "" "CODE;OUT;ERR;BECAUSE" "")
    execute_process(COMMAND ${script} ${arg_UNPARSED_ARGUMENTS} WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE code
                    OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
    set(shown "${CHECK} ${arg_UNPARSED_ARGUMENTS}: exit ${code}\nstdout: ${out}\nstderr: ${err}")
    if(NOT code STREQUAL arg_CODE)
        message(FATAL_ERROR "${arg_BECAUSE}: exit ${code}, not ${arg_CODE}\n${shown}")
    endif()
    foreach(stream OUT ERR)
        string(TOLOWER ${stream} printed)
        if((arg_${stream} AND NOT "${${printed}}" MATCHES "${arg_${stream}}") OR (NOT arg_${stream} AND NOT "${${printed}}" STREQUAL ""))
            message(FATAL_ERROR "${arg_BECAUSE}: its ${printed} is not as expected ('${arg_${stream}}')\n${shown}")
        endif()
    endforeach()
    message(STATUS "${shown}")
endfunction()

if(CHECK STREQUAL "build-package")
    expect_run(--print-steps CODE 0 OUT "^build: [^\n]*build root[^\n]*\nprove: [^\n]*clean Debian 13 root[^\n]*\n$"
        BECAUSE "--print-steps does not print the build, then the proof on a clean root")
    expect_run(--no-check --print-steps CODE 0 OUT "^build: [^\n]*\n$" BECAUSE "--no-check does not leave the build alone")
    expect_run(--print-steps --no-check CODE 0 OUT "^build: [^\n]*\n$" BECAUSE "--no-check after --print-steps is not taken")
    expect_run(--no-chek --print-steps CODE 2 ERR "^build-package: unknown option --no-chek\nusage: packaging/build-package \\[--no-check\\]"
        BECAUSE "a misspelt option is not refused with the usage and exit 2")
elseif(CHECK STREQUAL "fuzz-long")
    file(READ ${SOURCE_DIR}/tests/fuzz/CMakeLists.txt fuzz_build)
    if(NOT fuzz_build MATCHES "foreach\\(target ([a-z_ ]+)\\)")
        message(FATAL_ERROR "no 'foreach(target ...)' list of targets in tests/fuzz/CMakeLists.txt")
    endif()
    set(targets "${CMAKE_MATCH_1}")
    expect_run(10 fuzz_nothing CODE 2 ERR "^fuzz-long: unknown target 'fuzz_nothing'\n.*; the targets: ${targets}\n$"
        BECAUSE "an unknown target is not refused before anything runs, with the targets of tests/fuzz (${targets})")
    # Each target of the build taken: the copy goes on to `cmake --preset fuzz`, which
    # finds no presets beside it and fails with 1.
    separate_arguments(target_list UNIX_COMMAND "${targets}")
    expect_run(10 ${target_list} CODE 1 ERR "^CMake Error: Could not read presets"
        BECAUSE "the targets of tests/fuzz (${targets}) are not all taken")
    expect_run(fuzz_edit CODE 2 ERR "^fuzz-long: SECONDS must be a whole number of seconds, not 'fuzz_edit'"
        BECAUSE "a target named where SECONDS goes is not refused")
else()
    message(FATAL_ERROR "unknown CHECK '${CHECK}'")
endif()
