# SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Lists the shared libraries PROGRAM loads (ldd) and fails when one matches FORBID, so
# that a dependency creeping into the command program is noticed.
#   cmake -DPROGRAM=... -DFORBID=... -P libraries-loaded.cmake
execute_process(COMMAND ldd ${PROGRAM} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
message(STATUS "${out}${err}")
if(NOT code EQUAL 0)
    message(FATAL_ERROR "ldd ${PROGRAM} exited with ${code}")
endif()
if(NOT out MATCHES "libQt6Core")
    message(FATAL_ERROR "ldd listed no Qt Core: not the program expected")
endif()
if(out MATCHES "${FORBID}")
    message(FATAL_ERROR "${PROGRAM} loads ${CMAKE_MATCH_0}")
endif()
