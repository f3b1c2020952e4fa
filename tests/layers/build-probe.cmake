# SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds one probe of tests/layers and passes when it builds (EXPECT=build) or when it
# fails because the header it includes cannot be found (EXPECT=missing HEADER=...).
#   cmake -DBUILD_DIR=... -DPROBE=... -DEXPECT=build|missing [-DHEADER=...] -P build-probe.cmake
# The compiler's messages in English, which the check below reads, whatever the machine's language.
execute_process(COMMAND ${CMAKE_COMMAND} -E env LC_ALL=C --unset=LANGUAGE ${CMAKE_COMMAND} --build ${BUILD_DIR} --target ${PROBE}
    RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(EXPECT STREQUAL "build")
    if(NOT code EQUAL 0)
        message(FATAL_ERROR "${PROBE} does not build:\n${out}")
    endif()
    return()
endif()
string(REPLACE "." "\\." pattern "${HEADER}")
if(code EQUAL 0)
    message(FATAL_ERROR "${PROBE} built: ${HEADER} is visible where it must not be")
elseif(NOT out MATCHES "${pattern}'?:? ?(No such file|file not found)")
    message(FATAL_ERROR "${PROBE} failed for another reason than ${HEADER} not found:\n${out}")
endif()
