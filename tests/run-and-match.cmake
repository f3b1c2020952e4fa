# SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs PROGRAM with ARGS (a ;-list) and passes only when it exits 0 and its standard
# output (without its final line break) matches EXPECT: a start that prints its
# line and then crashes fails.
#   cmake -DPROGRAM=... -DARGS=... -DEXPECT=... -P run-and-match.cmake
execute_process(COMMAND ${PROGRAM} ${ARGS} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
message(STATUS "exit: ${code}\nstdout: ${out}\nstderr: ${err}")
if(NOT code EQUAL 0)
    message(FATAL_ERROR "${PROGRAM} exited with ${code}")
endif()
string(STRIP "${out}" out)
if(NOT out MATCHES "${EXPECT}")
    message(FATAL_ERROR "the output does not match '${EXPECT}'")
endif()
