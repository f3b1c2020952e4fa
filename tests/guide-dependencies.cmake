# SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
# SPDX-License-Identifier: GPL-3.0-or-later
# What the user guide's "Building natively" names, against what builds: every package
# of its apt line is one of packaging/buildroot-packages.txt (the build root is made
# from that list and the suite builds in it, so a package it lacks or a misspelt name
# fails here), and the CMake and Qt versions, the Qt modules and the KF6 frameworks it
# names are those the top-level CMakeLists.txt asks for. The dnf line has no Fedora
# root to be checked against.
#   cmake -DSOURCE_DIR=... -P guide-dependencies.cmake
cmake_minimum_required(VERSION 3.24)

file(READ ${SOURCE_DIR}/docs/user-guide.md guide)
if(NOT guide MATCHES "\n## Building natively\n(.*)")
    message(FATAL_ERROR "the user guide has no section 'Building natively'")
endif()
set(section "${CMAKE_MATCH_1}")
string(REGEX REPLACE "\n## .*" "" section "${section}")
file(READ ${SOURCE_DIR}/CMakeLists.txt build)
set(failures)

# The apt line, its continuation lines joined.
if(NOT section MATCHES "sudo apt(-get)? install (([^\n\\\\]|\\\\\n)*)")
    message(FATAL_ERROR "no 'sudo apt install' line in 'Building natively'")
endif()
string(REGEX REPLACE "[\\\\\n ]+" ";" apt_packages "${CMAKE_MATCH_2}")
list(REMOVE_ITEM apt_packages "")
file(STRINGS ${SOURCE_DIR}/packaging/buildroot-packages.txt root_lines REGEX "^[^#]")
string(REGEX REPLACE "[ \t]+" ";" root_packages "${root_lines}")
foreach(package IN LISTS apt_packages)
    if(NOT package IN_LIST root_packages)
        list(APPEND failures "the apt line's '${package}' is not in packaging/buildroot-packages.txt")
    endif()
endforeach()
list(LENGTH apt_packages count)
if(count LESS 10)
    list(APPEND failures "only ${count} packages read from the apt line: ${apt_packages}")
endif()

# check(WHAT GUIDE_VALUE BUILD_VALUE): one more failure unless the two agree.
function(check what in_guide in_build)
    if(NOT in_guide STREQUAL in_build)
        string(REPLACE ";" ", " in_guide "${in_guide}")
        string(REPLACE ";" ", " in_build "${in_build}")
        set(failures ${failures} "${what}: the guide says '${in_guide}', CMakeLists.txt '${in_build}'" PARENT_SCOPE)
    endif()
endfunction()

string(REGEX MATCH "CMake >= ([0-9.]+)" found "${section}")
set(guide_cmake "${CMAKE_MATCH_1}")
string(REGEX MATCH "cmake_minimum_required\\(VERSION ([0-9.]+)" found "${build}")
check("CMake's version" "${guide_cmake}" "${CMAKE_MATCH_1}")

# "Qt >= 6.5 (Core, Gui, ..., Sql with its SQLite driver, Test, LinguistTools)"
string(REGEX MATCH "Qt >= ([0-9.]+) \\(([^)]*)\\)" found "${section}")
set(guide_qt "${CMAKE_MATCH_1}")
string(REGEX REPLACE " with [^,]*|[\n ]" "" guide_modules "${CMAKE_MATCH_2}")
string(REPLACE "," ";" guide_modules "${guide_modules}")
string(REGEX MATCH "find_package\\(Qt6 ([0-9.]+) REQUIRED COMPONENTS ([^)]*)\\)" found "${build}")
check("Qt's version" "${guide_qt}" "${CMAKE_MATCH_1}")
string(REPLACE " " ";" build_modules "${CMAKE_MATCH_2}")
list(SORT guide_modules)
list(SORT build_modules)
check("Qt's modules" "${guide_modules}" "${build_modules}")

# "KF6 SyntaxHighlighting, ColorScheme, Config, CoreAddons and WidgetsAddons"
string(REGEX MATCH "KF6 ([A-Za-z]+(,[\n ]+[A-Za-z]+)*[\n ]+and[\n ]+[A-Za-z]+)" found "${section}")
string(REGEX REPLACE ",?[\n ]+(and[\n ]+)?" ";" guide_frameworks "${CMAKE_MATCH_1}")
string(REGEX MATCHALL "find_package\\(KF6[A-Za-z]+" build_frameworks "${build}")
list(TRANSFORM build_frameworks REPLACE "find_package\\(KF6" "")
list(SORT guide_frameworks)
list(SORT build_frameworks)
check("the KF6 frameworks" "${guide_frameworks}" "${build_frameworks}")

if(failures)
    string(REPLACE ";" "\n  " shown "${failures}")
    message(FATAL_ERROR "docs/user-guide.md, 'Building natively':\n  ${shown}")
endif()
message(STATUS "${count} packages of the apt line in the build root; CMake ${guide_cmake}, Qt ${guide_qt} "
    "(${guide_modules}), KF6 ${guide_frameworks} as CMakeLists.txt asks")
