# SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a translation is missing: lupdate run over the sources must leave each
# translations/*.ts as it is (no new or obsolete text), and lrelease must find no
# unfinished entry in it.
#   cmake -DLUPDATE=... -DLRELEASE=... -DSOURCE_DIR=... -DWORK_DIR=... -P translations-complete.cmake
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
foreach(language de zh_CN en)
    set(original ${SOURCE_DIR}/translations/recipe-explorer_${language}.ts)
    set(copy ${WORK_DIR}/recipe-explorer_${language}.ts)
    file(COPY_FILE ${original} ${copy})
    set(options -no-obsolete -locations none)
    if(language STREQUAL "en")
        list(APPEND options -pluralonly)
    endif()
    execute_process(COMMAND ${LUPDATE} ${options} ${SOURCE_DIR}/app ${SOURCE_DIR}/widgets ${SOURCE_DIR}/models -ts ${copy}
        RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE errors)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "lupdate failed on ${language}:\n${output}${errors}")
    endif()
    execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${original} ${copy} RESULT_VARIABLE differs)
    if(differs)
        execute_process(COMMAND diff -u ${original} ${copy} OUTPUT_VARIABLE diff)
        message(FATAL_ERROR "translations/recipe-explorer_${language}.ts is not current with the sources; run "
                            "cmake --build --preset ci --target update_translations and translate what is new:\n${diff}")
    endif()
    execute_process(COMMAND ${LRELEASE} ${copy} -qm ${WORK_DIR}/${language}.qm OUTPUT_VARIABLE released ERROR_VARIABLE errors)
    string(REGEX MATCH "Generated [0-9]+ translation\\(s\\) \\([0-9]+ finished and 0 unfinished\\)" complete "${released}")
    if(NOT complete OR released MATCHES "untranslated" OR errors)
        message(FATAL_ERROR "recipe-explorer_${language}.ts is not complete:\n${released}${errors}")
    endif()
    message(STATUS "${language}: ${complete}")
endforeach()
