# SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
# SPDX-License-Identifier: GPL-3.0-or-later
# What the user guide and the README promise of the presets: "cmake --preset dev &&
# cmake --build --preset dev && ctest --preset dev", with dev, release, ci and asan;
# dev a debug build with warnings as errors, ci (packaging/dev test) warnings as errors,
# asan (packaging/dev sanitize) clang's address and undefined-behaviour sanitizers. Each
# configures into a folder of WORK_DIR, and its compile commands say so; a file of dev
# builds there (the whole build takes a quarter of an hour: one file stands for it).
#   cmake -DSOURCE_DIR=... -DWORK_DIR=... -P dev-preset.cmake
cmake_minimum_required(VERSION 3.24)

function(run)
    execute_process(COMMAND ${ARGN} WORKING_DIRECTORY ${SOURCE_DIR} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT code EQUAL 0)
        message(FATAL_ERROR "'${ARGN}' failed (${code}):\n${out}${err}")
    endif()
    set(out "${out}" PARENT_SCOPE)
endfunction()

foreach(kind "" "--build" "ctest")
    if(kind STREQUAL "ctest")
        run(${CMAKE_CTEST_COMMAND} --list-presets)
    else()
        run(${CMAKE_COMMAND} ${kind} --list-presets)
    endif()
    if(NOT out MATCHES "\n  \"dev\"")
        message(FATAL_ERROR "no dev preset in '${kind} --list-presets':\n${out}")
    endif()
endforeach()

# A preset configured into WORK_DIR/PRESET: how it compiles a file, in *command.
function(configure preset command)
    run(${CMAKE_COMMAND} --preset ${preset} -B ${WORK_DIR}/${preset})
    file(STRINGS ${WORK_DIR}/${preset}/compile_commands.json line REGEX "\"command\": .* -c [^ ]*/models/recipe/problem\\.cpp\",$")
    if(NOT line)
        message(FATAL_ERROR "the ${preset} preset compiles no models/recipe/problem.cpp")
    endif()
    set(${command} "${line}" PARENT_SCOPE)
endfunction()

# Each preset's compile command has what it promises (" -g " is debug information).
file(REMOVE_RECURSE ${WORK_DIR})
foreach(promise "dev: -g ; -Werror " "release: -O2 " "ci: -O2 ; -Werror " "asan:clang++ ; -Werror ; -fsanitize=address,undefined")
    string(REGEX REPLACE ":.*" "" preset "${promise}")
    string(REGEX REPLACE "^[a-z]+:" "" flags "${promise}")
    configure(${preset} command)
    foreach(flag ${flags})
        string(FIND "${command}" "${flag}" at)
        if(at EQUAL -1)
            message(FATAL_ERROR "the ${preset} preset compiles without '${flag}': ${command}")
        endif()
    endforeach()
endforeach()
file(STRINGS ${WORK_DIR}/dev/CMakeCache.txt generator REGEX "^CMAKE_GENERATOR:")
if(NOT generator STREQUAL "CMAKE_GENERATOR:INTERNAL=Ninja")
    message(FATAL_ERROR "the dev preset's generator: ${generator}")
endif()
set(object models/CMakeFiles/recipedomain.dir/recipe/problem.cpp.o)
run(${CMAKE_COMMAND} --build ${WORK_DIR}/dev --target ${object})
if(NOT EXISTS ${WORK_DIR}/dev/${object})
    message(FATAL_ERROR "the dev preset built no ${object}")
endif()
file(REMOVE_RECURSE ${WORK_DIR})
