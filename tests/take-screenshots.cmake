# SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
# SPDX-License-Identifier: GPL-3.0-or-later
# What the README promises of packaging/take-screenshots: the pictures are of the real
# window at 1280x800. It takes one of them, first-start, into WORK_DIR (never into
# packaging/screenshots/, whose picture must stay as it is) and checks that only that
# picture was taken, 1280x800, of a window that fills the screen (Xvfb's empty screen
# is black: its corners are not) and not blank; a picture name it does not have fails.
#   cmake -DSOURCE_DIR=... -DBUILD_DIR=... -DWORK_DIR=... -DIDENTIFY=... -P take-screenshots.cmake
cmake_minimum_required(VERSION 3.24)

set(script ${SOURCE_DIR}/packaging/take-screenshots)
set(kept ${SOURCE_DIR}/packaging/screenshots/first-start.png)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
set(ENV{SCREENSHOTS_DIR} ${WORK_DIR})
# The window goes to Xvfb as the script means it to, even where the suite runs offscreen.
unset(ENV{QT_QPA_PLATFORM})
file(SHA256 ${kept} keptBefore)

execute_process(COMMAND ${script} ${BUILD_DIR} first-start RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
message(STATUS "exit ${code}\nstdout: ${out}\nstderr: ${err}")
if(NOT code EQUAL 0)
    message(FATAL_ERROR "take-screenshots exited with ${code}")
endif()
file(SHA256 ${kept} keptAfter)
if(NOT keptAfter STREQUAL keptBefore)
    message(FATAL_ERROR "take-screenshots changed ${kept}")
endif()
file(GLOB taken RELATIVE ${WORK_DIR} ${WORK_DIR}/*)
if(NOT taken STREQUAL "first-start.png")
    message(FATAL_ERROR "asked for first-start, take-screenshots made: ${taken}")
endif()

execute_process(COMMAND ${IDENTIFY} -format "%w x %h, %k colours, corners %[pixel:p{0,0}] %[pixel:p{1279,799}]"
                        ${WORK_DIR}/first-start.png OUTPUT_VARIABLE picture RESULT_VARIABLE code)
message(STATUS "first-start.png: ${picture}")
if(NOT code EQUAL 0 OR NOT picture MATCHES "^1280 x 800, ([0-9]+) colours, corners (.*) (.*)$")
    message(FATAL_ERROR "first-start.png is not a 1280x800 picture: ${picture}")
endif()
if(CMAKE_MATCH_1 LESS 2)
    message(FATAL_ERROR "first-start.png is blank: ${picture}")
endif()
foreach(corner "${CMAKE_MATCH_2}" "${CMAKE_MATCH_3}")
    if(corner MATCHES "^s?rgba?\\(0,0,0(,1)?\\)$|^gray\\(0\\)$|^black$")
        message(FATAL_ERROR "the window does not fill the 1280x800 screen: ${picture}")
    endif()
endforeach()

execute_process(COMMAND ${script} ${BUILD_DIR} frist-start RESULT_VARIABLE code OUTPUT_QUIET ERROR_VARIABLE err TIMEOUT 60)
if(NOT code EQUAL 2 OR NOT err MATCHES "no picture named frist-start")
    message(FATAL_ERROR "a misspelt picture name did not fail (${code}): ${err}")
endif()
