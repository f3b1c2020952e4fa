# SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs one libFuzzer target: first every input that once made it fail (crashes/),
# then SECONDS of fuzzing from the seeds, each input bounded to one second and to the
# loader's size limit. Any crash, leak, timeout or trap fails the test.
#   cmake -DFUZZER=... -DCORPUS=... -DSEEDS=a^b^c -DDICT=... -DSECONDS=... -P run-fuzzer.cmake
string(REPLACE "^" ";" seed_dirs "${SEEDS}")
list(GET seed_dirs -1 crash_dir)
file(GLOB known_crashes ${crash_dir}/*)
if(known_crashes)
    execute_process(COMMAND ${FUZZER} -timeout=1 -rss_limit_mb=2048 ${known_crashes} RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "an input that once failed fails again")
    endif()
endif()
set(existing "")
foreach(dir ${seed_dirs})
    if(IS_DIRECTORY ${dir})
        list(APPEND existing ${dir})
    endif()
endforeach()
execute_process(COMMAND ${FUZZER} -max_len=1048576 -timeout=1 -rss_limit_mb=2048 -max_total_time=${SECONDS}
        -dict=${DICT} -print_final_stats=1 -artifact_prefix=${CORPUS}/../ ${CORPUS} ${existing}
    RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "the fuzzer failed (exit ${result}); the input is in the build folder's tests/fuzz/ (crash-*, leak-*, timeout-*): "
                        "add it to tests/fuzz/crashes/ once fixed")
endif()
