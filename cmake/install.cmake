# `cmake --install`: the headers of include/manqala/, the library's archives, and the package
# files that let another project write find_package(manqala) and link manqala::core or
# manqala::search. The internal archives go along under manqala::detail_* names (static
# archives need them at link time); their headers stay private.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set_target_properties(manqala_api PROPERTIES EXPORT_NAME core)
set_target_properties(manqala_api_search PROPERTIES EXPORT_NAME search)
foreach(lib core rules tablebase search games)
  set_target_properties(manqala_${lib} PROPERTIES EXPORT_NAME detail_${lib})
endforeach()

install(TARGETS manqala_api manqala_api_search manqala_core manqala_rules manqala_tablebase manqala_search manqala_games
        EXPORT manqalaTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(FILES include/manqala/manqala.h include/manqala/search.h ${PROJECT_BINARY_DIR}/include/manqala/version.h
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/manqala)

set(MANQALA_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/manqala)
install(EXPORT manqalaTargets NAMESPACE manqala:: DESTINATION ${MANQALA_CMAKE_DIR})
configure_package_config_file(cmake/manqalaConfig.cmake.in ${PROJECT_BINARY_DIR}/manqalaConfig.cmake
                              INSTALL_DESTINATION ${MANQALA_CMAKE_DIR})
# Before 1.0 a minor version may change the API.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/manqalaConfigVersion.cmake COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/manqalaConfig.cmake ${PROJECT_BINARY_DIR}/manqalaConfigVersion.cmake
        DESTINATION ${MANQALA_CMAKE_DIR})
