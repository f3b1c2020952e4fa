# SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
# SPDX-License-Identifier: GPL-3.0-or-later
# What the user guide promises of the dev preset ("cmake --preset dev && cmake --build
# --preset dev && ctest --preset dev"; "dev (debug, warnings are errors)"): the three
# presets are listed, the configure preset configures the tree into WORK_DIR (a debug
# build with Ninja, warnings as errors in every compile command) and a file of it
# builds there. The whole build takes a quarter of an hour: one file stands for it.
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

file(REMOVE_RECURSE ${WORK_DIR})
run(${CMAKE_COMMAND} --preset dev -B ${WORK_DIR})
file(STRINGS ${WORK_DIR}/CMakeCache.txt cache REGEX "^(CMAKE_BUILD_TYPE|RECIPE_EXPLORER_WERROR|CMAKE_GENERATOR):")
foreach(expected "CMAKE_BUILD_TYPE:STRING=Debug" "RECIPE_EXPLORER_WERROR:BOOL=ON" "CMAKE_GENERATOR:INTERNAL=Ninja")
    if(NOT expected IN_LIST cache)
        message(FATAL_ERROR "the dev preset's cache lacks ${expected}: ${cache}")
    endif()
endforeach()

# Each file is compiled for debugging, with warnings as errors.
file(STRINGS ${WORK_DIR}/compile_commands.json problem REGEX "\"command\": .* -c [^ ]*/models/recipe/problem\\.cpp\",$")
foreach(flag " -g " " -Werror " " -Wall ")
    string(FIND "${problem}" "${flag}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "the dev preset compiles without${flag}: ${problem}")
    endif()
endforeach()
run(${CMAKE_COMMAND} --build ${WORK_DIR} --target models/CMakeFiles/recipedomain.dir/recipe/problem.cpp.o)
if(NOT EXISTS ${WORK_DIR}/models/CMakeFiles/recipedomain.dir/recipe/problem.cpp.o)
    message(FATAL_ERROR "the dev preset built no models/recipe/problem.cpp.o")
endif()
file(REMOVE_RECURSE ${WORK_DIR})
