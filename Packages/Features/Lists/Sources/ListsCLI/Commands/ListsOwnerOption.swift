import ArgumentParser
import ListsInterface

/// `--of OWNER`: act on a list that another profile lets this one read or edit.
struct ListsOwnerOption: ParsableArguments {
    @Option(name: .customLong("of"), help: ArgumentHelp("A list another profile shares with you, by its name (see `lists shared`).", valueName: "profile"))
    var owner: String?

    /// `service`, acting on the owner's lists when `--of` names one.
    func acting(_ service: any ListsService) -> any ListsService {
        owner.map(service.of) ?? service
    }
}
